// The products' flows (issue 19): the list, the sync with the sales system and the link. The sales
// system is asked outside any transaction (no lock held while waiting on the network); what it
// answered is then written in one transaction with its audit entry. Down, slow or answering
// nonsense: 502/503 with the spec's message and nothing written.
import type { Product as ProductAnswer } from '@escola/contracts/get-products';
import type { Database } from '@escola/db/client';
import type { Product } from '@escola/db/schema/products';
import type { User } from '@escola/db/schema/users';
import { SYNC_PRODUCTS_ERROR_MESSAGE } from '@escola/domain/messages';
import type { SalesSystemConfig } from '../../config-sales-system';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { recordAuditEntry } from '../audit-log/record-audit-entry';
import {
  deactivateProducts,
  findLinkedProduct,
  findProduct,
  findProductsByExternalIds,
  listProductRows,
  lockProducts,
  setLinkedProduct,
  upsertProducts,
} from './repository';
import {
  SalesSystemUnavailable,
  listSalesSystemProducts,
  type SalesSystemProduct,
} from './sales-system';

type Actor = Pick<User, 'id' | 'email' | 'name'>;

/** What the audit log names a whole-catalogue sync by. */
const SALES_SYSTEM_LABEL = 'Sistema de vendas (SGN)';

export const toProductAnswer = (row: Product): ProductAnswer => ({
  id: row.id,
  externalId: row.externalId,
  title: row.title,
  priceCents: row.priceCents,
  active: row.active,
  linked: row.linked,
  syncedAt: row.syncedAt.toISOString(),
});

const presentList = (rows: readonly Product[]) => {
  const newest = rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.syncedAt > latest ? row.syncedAt : latest),
    null,
  );
  return { products: rows.map(toProductAnswer), lastSyncedAt: newest?.toISOString() ?? null };
};

export const listProducts = async ({ db }: { db: Database }) =>
  presentList(await listProductRows({ db }));

const notFound = () => new HttpError({ statusCode: 404, message: MESSAGES.productNotFound });

/** Unreachable or slow: 503; an answer we cannot use (an error status, a wrong shape): 502. */
const askSalesSystem = async (config: SalesSystemConfig): Promise<SalesSystemProduct[]> => {
  try {
    return await listSalesSystemProducts(config);
  } catch (error) {
    if (!(error instanceof SalesSystemUnavailable)) throw error;
    throw new HttpError({
      statusCode: error.failure === 'unreachable' ? 503 : 502,
      message: SYNC_PRODUCTS_ERROR_MESSAGE,
    });
  }
};

const hasChanged = (row: Product, item: SalesSystemProduct) =>
  row.title !== item.title || row.priceCents !== item.priceCents || row.active !== item.active;

/** Created, changed and deactivated products of a sync, by title (for the answer and the log). */
const describeSync = ({
  before,
  items,
}: {
  before: readonly Product[];
  items: readonly SalesSystemProduct[];
}) => {
  const known = new Map(before.map((row) => [row.externalId, row]));
  const listed = new Map(items.map((item) => [item.id, item]));
  const created = items.filter((item) => !known.has(item.id)).map((item) => item.title);
  const changed = items
    .filter((item) => {
      const row = known.get(item.id);
      return row !== undefined && hasChanged(row, item);
    })
    .map((item) => item.title);
  const deactivated = before
    .filter((row) => row.active && !(listed.get(row.externalId)?.active ?? false))
    .map((row) => row.title);
  return { created, changed, deactivated };
};

export const syncProducts = async ({
  db,
  config,
  actor,
  productId,
  now,
}: {
  db: Database;
  config: SalesSystemConfig | undefined;
  actor: Actor;
  /** Only this product (the re-sync of the linked product); every product when undefined. */
  productId: string | undefined;
  now: Date;
}) => {
  if (!config) throw new HttpError({ statusCode: 503, message: SYNC_PRODUCTS_ERROR_MESSAGE });
  const target = productId === undefined ? undefined : await findProduct({ db, id: productId });
  if (productId !== undefined && !target) throw notFound();
  const listed = await askSalesSystem(config);
  const items = target ? listed.filter((item) => item.id === target.externalId) : listed;

  return db.transaction(async (transaction) => {
    await lockProducts({ db: transaction });
    const before = await findProductsByExternalIds({
      db: transaction,
      externalIds: target ? [target.externalId] : undefined,
    });
    const summary = describeSync({ before, items });
    await upsertProducts({ db: transaction, items, syncedAt: now });
    await deactivateProducts({
      db: transaction,
      ids: before.map((row) => row.id),
      listedExternalIds: items.map((item) => item.id),
    });
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'product.sync',
      target: {
        type: 'product',
        id: target?.id ?? null,
        label: target?.title ?? SALES_SYSTEM_LABEL,
      },
      before: null,
      after: { count: items.length, ...summary },
    });
    return {
      type: 'success' as const,
      message: MESSAGES.productsSynced(items.length),
      synced: items.length,
      created: summary.created.length,
      deactivated: summary.deactivated.length,
      ...presentList(await listProductRows({ db: transaction })),
    };
  });
};

export const linkProduct = async ({
  db,
  actor,
  productId,
}: {
  db: Database;
  actor: Actor;
  productId: string;
}) =>
  db.transaction(async (transaction) => {
    await lockProducts({ db: transaction });
    const product = await findProduct({ db: transaction, id: productId });
    if (!product) throw notFound();
    if (product.linked) {
      return {
        type: 'info' as const,
        message: MESSAGES.productAlreadyLinked(product.title),
        product: toProductAnswer(product),
      };
    }
    if (!product.active) {
      throw new HttpError({ statusCode: 409, message: MESSAGES.productInactive });
    }
    const previous = await findLinkedProduct({ db: transaction });
    await setLinkedProduct({ db: transaction, id: product.id });
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'product.link',
      target: { type: 'product', id: product.id, label: product.title },
      before: { linkedProduct: previous?.title ?? null },
      after: { linkedProduct: product.title },
    });
    return {
      type: 'success' as const,
      message: MESSAGES.productLinked(product.title),
      product: toProductAnswer({ ...product, linked: true }),
    };
  });
