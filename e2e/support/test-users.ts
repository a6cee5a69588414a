// Test users written straight into the database through @escola/db (the API has no sign-up yet):
// a "seeded-style" learner or staff member with a random e-mail, a known password and a few
// completed challenges, so the header has a first name and points to show.
import { randomBytes } from 'node:crypto';
import { createDatabase, type DatabaseHandle, type PostgresHandle } from '@escola/db/client';
import { hashPassword } from '@escola/db/password';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';
import { CERTIFICATION_BY_SLUG } from '@escola/domain/certifications';
import { computePoints } from '@escola/domain/points';
import type { UserType } from '@escola/domain/users';

export const TEST_USER_COMPLETED_CHALLENGES = 3;

export type TestUser = {
  id: string;
  type: UserType;
  username: string;
  email: string;
  password: string;
  name: string;
  firstName: string;
  points: number;
  /** A learner blocked by inactivity (the unlock journey). */
  blocked?: boolean;
  /** A learner of a programme (a source): the trilhas past the first are open to them. */
  enrolled?: boolean;
  /** A learner on the free trial ("Teste gratuito", access limited, no source). */
  trial?: boolean;
  /**
   * A programme learner (a source) who took the honesty pledge and completed both projects of
   * CERTIFIED_CERT_SLUG (a test-only shortcut through the database): ready to claim it.
   */
  certifiable?: boolean;
};

/** The certification a certifiable test learner can claim. */
export const CERTIFIED_CERT_SLUG = 'logica-de-programacao';
const certificationProjectIds = () =>
  CERTIFICATION_BY_SLUG[CERTIFIED_CERT_SLUG].projects.map((project) => project.id);

/**
 * The source of enrolled test learners (docs/product/curriculum-and-access.md, rule 3 needs one
 * past trilha 0).
 */
export const E2E_ENROLLED_SOURCE = 'e2e-turma';

const FIRST_NAMES: Record<UserType, string> = {
  student: 'Beatriz',
  support: 'Carlos',
  admin: 'Daniela',
  super: 'Eduardo',
};

export function describeTestUser({ type }: { type: UserType }): Omit<TestUser, 'id'> {
  const suffix = randomBytes(5).toString('hex');
  const firstName = FIRST_NAMES[type];
  return {
    type,
    username: `e2e-${type}-${suffix}`,
    email: `e2e-${type}-${suffix}@e2e.escola.dev`,
    password: `senha-e2e-${randomBytes(6).toString('hex')}`,
    name: `${firstName} Teste`,
    firstName,
    points: computePoints({ completedCount: TEST_USER_COMPLETED_CHALLENGES }),
  };
}

/** Inserts the user and its completed challenges; `passwordHash` may be shared by a batch. */
export async function insertTestUser({
  handle,
  user,
  passwordHash,
}: {
  handle: DatabaseHandle;
  user: Omit<TestUser, 'id'>;
  passwordHash?: string;
}): Promise<TestUser> {
  const [row] = await handle.db
    .insert(users)
    .values({
      type: user.type,
      username: user.username,
      email: user.email,
      name: user.name,
      passwordHash: passwordHash ?? (await hashPassword(user.password)),
      emailVerified: true,
      acceptedPrivacyTerms: true,
      access: user.trial ? 'limited' : 'complete',
      ...(user.enrolled || user.certifiable ? { source: E2E_ENROLLED_SOURCE } : {}),
      ...(user.certifiable ? { isHonest: true } : {}),
      ...(user.blocked
        ? {
            lastActiveAt: new Date(Date.now() - 200 * 24 * 60 * 60 * 1000),
            blockedByInactivityAt: new Date(),
          }
        : {}),
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`Usuário de teste ${user.email} não foi criado.`);
  const challengeIds = [
    ...Array.from(
      { length: TEST_USER_COMPLETED_CHALLENGES },
      (_, index) => `e2e-desafio-${index + 1}`,
    ),
    ...(user.certifiable ? certificationProjectIds() : []),
  ];
  await handle.db
    .insert(completedChallenges)
    .values(challengeIds.map((challengeId) => ({ userId: row.id, challengeId })));
  return {
    ...user,
    id: row.id,
    points: computePoints({ completedCount: challengeIds.length }),
  };
}

/** Deletes the user; sessions, progress and certificates go with it (foreign keys cascade). */
/** Puts the learners in the class group (their invitation fields are set on `users`). */
export async function joinClassGroup({
  handle,
  userIds,
  classGroupId,
}: {
  handle: DatabaseHandle;
  userIds: readonly string[];
  classGroupId: string;
}): Promise<void> {
  await handle.db
    .insert(classGroupMemberships)
    .values(userIds.map((userId) => ({ userId, classGroupId })));
}

export async function removeTestUser({
  handle,
  userId,
}: {
  handle: PostgresHandle;
  userId: string;
}): Promise<void> {
  await handle.client.query('delete from users where id = $1', [userId]);
}

export async function openPostgresDatabase({ url }: { url: string }): Promise<PostgresHandle> {
  const handle = await createDatabase({ url, poolSize: 2 });
  if (handle.kind !== 'postgres') throw new Error('Esperava um banco PostgreSQL.');
  return handle;
}
