// SQL of the uploaded images (issue 19): one row per stored image.
import { eq } from 'drizzle-orm';
import { images, type Image } from '@escola/db/schema/images';
import type { DatabaseExecutor } from '@escola/db/client';

export const insertImage = async ({
  db,
  values,
}: {
  db: DatabaseExecutor;
  values: typeof images.$inferInsert;
}): Promise<Image> => {
  const [row] = await db.insert(images).values(values).returning();
  if (!row) throw new Error('imagem não gravada');
  return row;
};

/**
 * Whether the image exists, with a key-share lock until the transaction ends: a message naming it
 * is written before the daily clean-up may delete it (which then sees it used), or not at all.
 */
export const isImageStoredLocked = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<boolean> => {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(eq(images.id, id))
    .limit(1)
    .for('key share');
  return row !== undefined;
};

export const findImage = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<Image | undefined> => {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row;
};
