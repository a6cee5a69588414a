// `?returnTo=` of GET /signin-google: only a path of this site, so the sign-in cannot be used to
// send a learner to another site (open redirect).
const BASE = 'http://escola.invalid';

const hasControlCharacter = (text: string): boolean =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** The path (with its query and hash) when `returnTo` stays on this site, else undefined. */
export const readSafeReturnPath = (returnTo: string | undefined): string | undefined => {
  if (returnTo === undefined || !returnTo.startsWith('/')) return undefined;
  // "//host" and "/\host" are other sites for a browser; control characters are never a path.
  if (returnTo.startsWith('//') || returnTo.includes('\\') || hasControlCharacter(returnTo)) {
    return undefined;
  }
  if (!URL.canParse(returnTo, BASE)) return undefined;
  const url = new URL(returnTo, BASE);
  if (url.origin !== BASE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};
