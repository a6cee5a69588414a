// SQL of the uploaded images (issue 19): one row per stored image.
import { eq } from 'drizzle-orm';
import { images, type Image } from '@escola/db/schema/images';
import type { DatabaseExecutor } from '../one-time-tokens/one-time-tokens';

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
