// GET /api/products — the products the sales system (SGN) sells, as the last sync left them, and
// which one is linked (admin and super; docs/product/admin.md, issue 19). Active products first,
// then by title. On failure the web shows 'Falha ao buscar produtos'.
import { z } from 'zod';

export const PRODUCTS_PATH = '/api/products';

export const productSchema = z
  .object({
    id: z.uuid(),
    /** The product's id in the sales system. */
    externalId: z.string(),
    title: z.string(),
    /** Price in cents of a real (R$ 497,00 → 49700). */
    priceCents: z.number().int().min(0),
    /** The sales system listed it as on sale at the last sync. */
    active: z.boolean(),
    /** The product the learners' unlock-content link searches the course catalogue for. */
    linked: z.boolean(),
    /** When the last sync that listed it ran (ISO 8601). */
    syncedAt: z.string(),
  })
  .meta({ id: 'Product' });

export type Product = z.infer<typeof productSchema>;

export const getProductsResponseSchema = z
  .object({
    products: z.array(productSchema),
    /** The newest syncedAt of any product; null before the first sync. */
    lastSyncedAt: z.string().nullable(),
  })
  .meta({ id: 'ProductsResponse' });

export type GetProductsResponse = z.infer<typeof getProductsResponseSchema>;
