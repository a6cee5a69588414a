// What the bench's server process and the scripts that start it share.

/** The baseline route of the session-user bench: `select 1` through the app's pool. */
export const SELECT_ONE_PATH = '/bench/select-1';

/** Sent over IPC once the server listens. */
export type BenchServerMessage = { port: number };
