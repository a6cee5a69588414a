// SQL of the products (issue 19): the list, the sync's upsert and deactivation, and the one linked
// product. Every change runs under lockProducts, so a sync and a link (or two of either) never
// interleave: the table holds a school's catalogue, a few dozen rows.
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { products, type Product } from '@escola/db/schema/products';
import type { DatabaseExecutor } from '@escola/db/client';
import type { SalesSystemProduct } from './sales-system';

/** Serialises every sync and link until the transaction ends. */
export const lockProducts = async ({ db }: { db: DatabaseExecutor }) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('products.sync-and-link'))`);
};

/** Active products first, then by title. */
export const listProductRows = async ({ db }: { db: DatabaseExecutor }): Promise<Product[]> =>
  db.select().from(products).orderBy(desc(products.active), asc(products.title), asc(products.id));

export const findProduct = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<Product | undefined> => {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
};

export const findLinkedProduct = async ({
  db,
}: {
  db: DatabaseExecutor;
}): Promise<Product | undefined> => {
  const [row] = await db.select().from(products).where(eq(products.linked, true)).limit(1);
  return row;
};

/** The stored rows of these sales-system ids (all rows when `externalIds` is undefined). */
export const findProductsByExternalIds = async ({
  db,
  externalIds,
}: {
  db: DatabaseExecutor;
  externalIds: readonly string[] | undefined;
}): Promise<Product[]> =>
  externalIds === undefined
    ? db.select().from(products)
    : externalIds.length === 0
      ? []
      : db
          .select()
          .from(products)
          .where(inArray(products.externalId, [...externalIds]));

/** Inserts the new products and updates the known ones, by their sales-system id. */
export const upsertProducts = async ({
  db,
  items,
  syncedAt,
}: {
  db: DatabaseExecutor;
  items: readonly SalesSystemProduct[];
  syncedAt: Date;
}) => {
  if (items.length === 0) return;
  await db
    .insert(products)
    .values(
      items.map((item) => ({
        externalId: item.id,
        title: item.title,
        priceCents: item.priceCents,
        active: item.active,
        syncedAt,
      })),
    )
    .onConflictDoUpdate({
      target: products.externalId,
      set: {
        title: sql`excluded.title`,
        priceCents: sql`excluded.price_cents`,
        active: sql`excluded.active`,
        syncedAt: sql`excluded.synced_at`,
        updatedAt: syncedAt,
      },
    });
};

/** Marks inactive the active products (of `ids`) the sales system no longer listed. */
export const deactivateProducts = async ({
  db,
  ids,
  listedExternalIds,
}: {
  db: DatabaseExecutor;
  ids: readonly string[];
  listedExternalIds: readonly string[];
}) => {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ active: false })
    .where(
      and(
        inArray(products.id, [...ids]),
        eq(products.active, true),
        listedExternalIds.length === 0
          ? sql`true`
          : notInArray(products.externalId, [...listedExternalIds]),
      ),
    );
};

/** Makes `id` the one linked product (the previous one unlinked first: the unique index). */
export const setLinkedProduct = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  await db.update(products).set({ linked: false }).where(eq(products.linked, true));
  await db.update(products).set({ linked: true }).where(eq(products.id, id));
};
