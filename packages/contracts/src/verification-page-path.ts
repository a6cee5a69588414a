// The page the verification e-mail links to (docs/product/accounts.md): the API writes the link
// after a sign-up and after an e-mail change; the web serves the page at this path.
export const VERIFICATION_PAGE_PATH = '/verification-email';

/** The link of a verification e-mail (the token is base64url: safe in a URL as it is). */
export const verificationPageLink = ({ publicUrl, token }: { publicUrl: string; token: string }) =>
  `${publicUrl}${VERIFICATION_PAGE_PATH}?token=${token}`;
