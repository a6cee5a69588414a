// The username a new local account starts with (the learner changes it in settings): the name in
// lower-case ASCII (accents dropped, slugified), at most 16 characters, then a random suffix.
import { randomBytes } from 'node:crypto';
import { slugify } from '@escola/domain/slugify';

export const USERNAME_BASE_MAXIMUM_LENGTH = 16;
export const USERNAME_FALLBACK_BASE = 'aluno';

export const usernameBase = (name: string): string => {
  const base = slugify(name.normalize('NFD').replace(/\p{Diacritic}/gu, ''))
    .replace(/-+/g, '-')
    .slice(0, USERNAME_BASE_MAXIMUM_LENGTH)
    .replace(/^-+|-+$/g, '');
  return base === '' ? USERNAME_FALLBACK_BASE : base;
};

export const generateUsername = (name: string): string =>
  `${usernameBase(name)}-${randomBytes(3).toString('hex')}`;
