// The paths of the account-deletion calls, apart from their schemas: the web app asks the deletion
// status on every signed-in page, from its first-load bundle, which must not carry zod (26 KB
// gzipped) for three strings. The contract files of these calls take their paths from here.
export const ACCOUNT_DELETE_PATH = '/account/delete';
export const ACCOUNT_DELETION_STATUS_PATH = '/account/user-deleted';
export const ACCOUNT_REVERT_DELETE_PATH = '/account/revert-delete';
