// The daily clean-up of unused images (issue 19): an image no message shows, uploaded more than
// UNUSED_IMAGE_GRACE_MS ago (time enough to finish the message it was uploaded for), is deleted
// from the table and from the storage. Each batch deletes its rows and then its files inside one
// transaction: when the storage fails, the rows stay (and are deleted on the next run), so a file
// is never left without its row; a row whose file went before a failure is unused and goes next.
import type { Database } from '@escola/db/client';
import type { ImageStorage } from './storage';
import { deleteImagesStillUnused, lockUnusedImages } from './unused-images-repository';

export const PURGE_UNUSED_IMAGES_JOB = 'purge-unused-images';
/** Every day at 04:30 (America/Sao_Paulo). */
export const PURGE_UNUSED_IMAGES_CRON = '30 4 * * *';
/** An image younger than this is kept even if unused: its message may still be being written. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 200;

export const purgeUnusedImages = async ({
  db,
  storage,
  now,
  batchSize = BATCH_SIZE,
}: {
  db: Database;
  storage: ImageStorage;
  now: Date;
  batchSize?: number;
}): Promise<number> => {
  const before = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS);
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction(async (transaction) => {
      const ids = await lockUnusedImages({ db: transaction, before, limit: batchSize });
      const keys = await deleteImagesStillUnused({ db: transaction, ids });
      for (const key of keys) await storage.remove(key);
      return { locked: ids.length, deleted: keys.length };
    });
    deleted += batch.deleted;
    if (batch.locked === 0) return deleted;
  }
};
