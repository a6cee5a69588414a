// SQL of the daily clean-up of unused images (issue 19): images no message shows, uploaded before a
// cut-off, locked in batches (rows another transaction holds are skipped — a message being written
// with one holds it), then deleted only if still unused: a message committed between the two
// statements keeps its image (messages.image_id is ON DELETE RESTRICT besides).
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { images } from '@escola/db/schema/images';
import { messages } from '@escola/db/schema/messages';
import type { DatabaseExecutor } from '@escola/db/client';

const isUnused = (db: DatabaseExecutor) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(messages)
      .where(eq(messages.imageId, images.id)),
  );

/** Up to `limit` ids of images unused and uploaded before `before`, locked until the end. */
export const lockUnusedImages = async ({
  db,
  before,
  limit,
}: {
  db: DatabaseExecutor;
  before: Date;
  limit: number;
}): Promise<string[]> => {
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(and(lt(images.createdAt, before), isUnused(db)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
};

/** Deletes those of `ids` still unused; answers the storage keys of the deleted rows. */
export const deleteImagesStillUnused = async ({
  db,
  ids,
}: {
  db: DatabaseExecutor;
  ids: string[];
}): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(images)
    .where(and(inArray(images.id, ids), isUnused(db)))
    .returning({ storageKey: images.storageKey });
  return rows.map((row) => row.storageKey);
};
