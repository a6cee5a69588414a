// The user token's path (POST and DELETE, docs/product/accounts.md), apart from its zod schemas
// (post-user-token.ts): the challenge page's assistant imports it, and a value imported from a
// schema module brings the whole of zod with it.
export const USER_TOKEN_PATH = '/user/user-token';
