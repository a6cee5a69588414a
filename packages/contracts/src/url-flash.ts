// Flash messages carried by a redirect (docs/product/README.md: "incoming URL messages are parsed
// from the query and shown as toasts"). The URL carries only a key of this list, never the text, so
// a link cannot make the site show a message of someone else's choosing. No zod here: the web app's
// first-load bundle reads this file.
import {
  BLOCKED_BY_INACTIVITY_AT_SIGN_IN_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '@escola/domain/messages';
import type { Flash } from './flash';

/** The query parameter that names the flash: `/sign-in?flash=google-failed`. */
export const URL_FLASH_PARAM = 'flash';

export const URL_FLASHES = {
  // "Entrar com Google" (issue 4, decision 013).
  'google-not-configured': {
    type: 'warning',
    message: 'O login com Google não está disponível no momento.',
  },
  'google-unavailable': { type: 'danger', message: UNAVAILABLE_MESSAGE },
  'google-failed': {
    type: 'danger',
    message: 'Não foi possível entrar com o Google. Tente novamente.',
  },
  'google-cancelled': { type: 'info', message: 'O login com Google foi cancelado.' },
  'google-email-missing': {
    type: 'danger',
    message:
      'O Google não informou o seu e-mail. Permita o acesso ao e-mail e tente novamente, ou entre com e-mail e senha.',
  },
  'google-email-unverified': {
    type: 'danger',
    message:
      'O Google não confirmou o seu e-mail. Confirme-o na sua conta Google ou entre com e-mail e senha.',
  },
  'google-other-account': {
    type: 'danger',
    message:
      'Este e-mail já está ligado a outra conta Google. Entre com essa conta ou com e-mail e senha.',
  },
  'blocked-by-inactivity': { type: 'warning', message: BLOCKED_BY_INACTIVITY_AT_SIGN_IN_MESSAGE },
} as const satisfies Record<string, Pick<Flash, 'type' | 'message'>>;

export type UrlFlashKey = keyof typeof URL_FLASHES;

export const isUrlFlashKey = (value: string): value is UrlFlashKey =>
  Object.hasOwn(URL_FLASHES, value);

/** `path` (which may carry a query and a hash) with `?flash=<key>` added. */
export const withUrlFlash = ({ path, key }: { path: string; key: UrlFlashKey }): string => {
  const url = new URL(path, 'http://escola.invalid');
  url.searchParams.set(URL_FLASH_PARAM, key);
  return `${url.pathname}${url.search}${url.hash}`;
};
