// SQL of the feature configuration (issue 19): the one row, read and upserted, and the linked
// product's title the public answer carries. Saves run under lockFeatureConfig, so the audit
// entry's "before" is the row the save replaced.
import { eq, sql } from 'drizzle-orm';
import type { FeatureConfig } from '@escola/contracts/get-features';
import { featureConfig, type FeatureConfigRow } from '@escola/db/schema/feature-config';
import { products } from '@escola/db/schema/products';
import type { DatabaseExecutor } from '@escola/db/client';

const ROW_ID = 1;

export const lockFeatureConfig = async ({ db }: { db: DatabaseExecutor }) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('feature-config.save'))`);
};

export const findFeatureConfigRow = async ({
  db,
}: {
  db: DatabaseExecutor;
}): Promise<FeatureConfigRow | undefined> => {
  const [row] = await db.select().from(featureConfig).where(eq(featureConfig.id, ROW_ID)).limit(1);
  return row;
};

export const saveFeatureConfigRow = async ({
  db,
  config,
  updatedBy,
  now,
}: {
  db: DatabaseExecutor;
  config: FeatureConfig;
  updatedBy: string;
  now: Date;
}): Promise<FeatureConfigRow> => {
  const values = { config, updatedBy, updatedAt: now };
  const [row] = await db
    .insert(featureConfig)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: featureConfig.id, set: values })
    .returning();
  if (!row) throw new Error('feature_config upsert returned no row');
  return row;
};

export const findLinkedProductTitle = async ({
  db,
}: {
  db: DatabaseExecutor;
}): Promise<string | null> => {
  const [row] = await db
    .select({ title: products.title })
    .from(products)
    .where(eq(products.linked, true))
    .limit(1);
  return row?.title ?? null;
};
