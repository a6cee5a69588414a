// The pools of the embedded database beside the main one (support/user-pool.ts): each worker's
// setup writes each kind of test set to a JSON file of its own before the server starts, and each
// test claims one set nobody has used (an atomic mkdir per claim, under the run's `claims` folder).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '@escola/db/client';

export function definePool<Item>({
  fileName,
  count,
  insert,
  claimIdOf,
  exhaustedMessage,
}: {
  fileName: string;
  /** How many sets each worker's setup writes (one for each journey that claims one). */
  count: number;
  insert: (options: { handle: DatabaseHandle }) => Promise<Item>;
  /** The id that names a set's claim (unique in the run). */
  claimIdOf: (item: Item) => string;
  exhaustedMessage: string;
}) {
  const poolFile = (stateDirectory: string) => path.join(stateDirectory, fileName);
  return {
    /** Inserts the sets, one after the other, and writes them to the pool's file. */
    write: async ({
      handle,
      stateDirectory,
    }: {
      handle: DatabaseHandle;
      stateDirectory: string;
    }): Promise<void> => {
      const items: Item[] = [];
      for (let index = 0; index < count; index += 1) items.push(await insert({ handle }));
      writeFileSync(poolFile(stateDirectory), JSON.stringify(items));
    },
    claim: ({ stateDirectory }: { stateDirectory: string }): Item => {
      const pool = JSON.parse(readFileSync(poolFile(stateDirectory), 'utf8')) as Item[];
      const claims = path.join(stateDirectory, 'claims');
      mkdirSync(claims, { recursive: true });
      for (const item of pool) {
        try {
          mkdirSync(path.join(claims, claimIdOf(item)));
          return item;
        } catch {
          // Already claimed by an earlier test.
        }
      }
      throw new Error(exhaustedMessage);
    },
  };
}
