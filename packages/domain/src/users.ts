// Who a user is: docs/product/accounts.md ("User") and docs/product/README.md (roles).

export const USER_TYPES = ['student', 'support', 'admin', 'super'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Staff roles that may enter the admin area (docs/product/admin.md). */
export const STAFF_TYPES = ['support', 'admin', 'super'] as const satisfies readonly UserType[];

/**
 * Portuguese labels of the roles (docs/product/README.md). challengeWriter has no account type yet.
 */
export const ROLE_LABELS = {
  super: 'Super Administrador',
  admin: 'Administrador',
  support: 'Suporte',
  challengeWriter: 'Autor de desafios',
  student: 'Estudante',
} as const;

export const ACCESS_LEVELS = [
  'blocked',
  'complete',
  'limited',
  'trilha-1',
  'limited_nacional',
  'complete_nacional',
  'modular',
  'nacional',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const THEMES = ['default', 'night'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * registrationQuiz: which quiz variant the user registered through
 * (docs/product/national-programme.md).
 */
export const REGISTRATION_QUIZ_VARIANTS = [1, 2] as const;
export type RegistrationQuiz = (typeof REGISTRATION_QUIZ_VARIANTS)[number];

export const isStaff = (type: UserType): boolean =>
  (STAFF_TYPES as readonly UserType[]).includes(type);
