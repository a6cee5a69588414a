// Portuguese texts of the `updated` flash keys of docs/product/accounts.md for the settings calls.
export const UPDATED_MESSAGES = {
  themes: 'Tema atualizado.',
  sound: 'Preferência de som atualizada.',
  keyboardShortcut: 'Preferência de atalhos de teclado atualizada.',
  honesty: 'Obrigado por aceitar a política de honestidade acadêmica.',
  emailSubscription: 'Preferência de e-mails atualizada.',
  preferences: 'Suas preferências foram salvas.',
  aboutMe: 'Suas informações pessoais foram atualizadas.',
  socials: 'Suas redes sociais foram atualizadas.',
  portfolio: 'Seu portfólio foi atualizado.',
  privacy: 'Suas configurações de privacidade foram atualizadas.',
} as const;

/** Spec flash keys username-taken, username-used and username-updated. */
export const USERNAME_FLASH_MESSAGES = {
  taken: 'Este nome de usuário já está em uso. Escolha outro.',
  used: 'Este já é o seu nome de usuário.',
  updated: 'Nome de usuário atualizado.',
} as const;
