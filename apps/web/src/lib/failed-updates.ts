// Progress the API did not take yet (docs/product/workspace.md: local storage
// 'fcc-failed-updates'): kept until the server confirms it, replayed after each session-user fetch
// with staggered delays. The rules (parsing, delays, what counts as done) are the domain's.
import { FAILED_UPDATES_STORAGE_KEY } from '@escola/domain/constants';
import {
  addFailedUpdate,
  getFailedUpdateRetryDelay,
  isRetrySuccessful,
  parseFailedUpdates,
  removeFailedUpdate,
  type FailedUpdate,
} from '@escola/domain/failed-updates';
import { HttpError, http } from './http';

const read = (): FailedUpdate[] => {
  try {
    return parseFailedUpdates(localStorage.getItem(FAILED_UPDATES_STORAGE_KEY));
  } catch {
    return [];
  }
};

const write = (updates: readonly FailedUpdate[]) => {
  try {
    if (updates.length === 0) localStorage.removeItem(FAILED_UPDATES_STORAGE_KEY);
    else localStorage.setItem(FAILED_UPDATES_STORAGE_KEY, JSON.stringify(updates));
  } catch {
    // Storage full or blocked: nothing more can be kept.
  }
};

export const storeFailedUpdate = (update: FailedUpdate): void =>
  write(addFailedUpdate({ updates: read(), update }));

export const listFailedUpdates = (): FailedUpdate[] => read();

let replaying = false;

/** Sends every stored update again, one after the other; returns how many the server took. */
export const replayFailedUpdates = async ({
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: { wait?: (ms: number) => Promise<void> } = {}): Promise<number> => {
  if (replaying) return 0;
  replaying = true;
  let confirmed = 0;
  try {
    const updates = read();
    for (const [index, update] of updates.entries()) {
      await wait(getFailedUpdateRetryDelay({ index }));
      try {
        await http.post(update.endpoint, update.payload);
        confirmed += 1;
        write(removeFailedUpdate({ updates: read(), id: update.id }));
      } catch (error) {
        // Status 0: the server was not reached, so the update stays for the next time.
        const answered =
          error instanceof HttpError &&
          error.status !== 0 &&
          isRetrySuccessful({ status: error.status, body: error.flash });
        if (answered) write(removeFailedUpdate({ updates: read(), id: update.id }));
      }
    }
  } finally {
    replaying = false;
  }
  return confirmed;
};
