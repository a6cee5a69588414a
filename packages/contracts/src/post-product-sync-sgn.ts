// POST /api/product/sync-sgn — reads the products from the sales system (SGN) and stores them
// (admin and super, issue 19): new ones added, changed ones updated, the ones it no longer lists
// marked inactive (never deleted), all in one transaction. With `productId`, only that product is
// synced (the re-sync of the linked product after a link). The sales system down, slow or
// answering nonsense: 502/503 'Falha ao sincronizar produtos' and nothing written.
import { z } from 'zod';
import { flashSchema } from './flash';
import { productSchema } from './get-products';

export const SYNC_PRODUCTS_PATH = '/api/product/sync-sgn';

export const postProductSyncSgnBodySchema = z
  .strictObject({
    productId: z.uuid({ message: 'Escolha um produto da lista.' }).optional(),
  })
  .meta({ id: 'SyncProductsBody' });

export type PostProductSyncSgnBody = z.input<typeof postProductSyncSgnBodySchema>;

export const postProductSyncSgnResponseSchema = flashSchema
  .extend({
    /** Products the sales system listed (and were stored). */
    synced: z.number().int().min(0),
    /** Products it listed for the first time. */
    created: z.number().int().min(0),
    /** Products marked inactive because it no longer lists them as on sale. */
    deactivated: z.number().int().min(0),
    products: z.array(productSchema),
    lastSyncedAt: z.string().nullable(),
  })
  .meta({ id: 'SyncProductsResponse' });

export type PostProductSyncSgnResponse = z.infer<typeof postProductSyncSgnResponseSchema>;
