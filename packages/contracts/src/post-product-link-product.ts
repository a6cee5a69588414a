// POST /api/product/link-product — makes one product the linked product (admin and super, issue
// 19): the one whose title the learners' unlock-content link searches the course catalogue for.
// At most one product is linked; an unknown id → 404, an inactive product → 409. The web re-syncs
// the linked product LINKED_PRODUCT_SYNC_DELAY_MS after a link (docs/product/admin.md).
import { z } from 'zod';
import { flashSchema } from './flash';
import { productSchema } from './get-products';

export const LINK_PRODUCT_PATH = '/api/product/link-product';

/** docs/product/admin.md: the linked product is synced again 1 s after an update. */
export const LINKED_PRODUCT_SYNC_DELAY_MS = 1_000;

export const postProductLinkProductBodySchema = z
  .strictObject({
    productId: z.uuid({ message: 'Escolha um produto da lista.' }),
  })
  .meta({ id: 'LinkProductBody' });

export type PostProductLinkProductBody = z.input<typeof postProductLinkProductBodySchema>;

export const postProductLinkProductResponseSchema = flashSchema
  .extend({ product: productSchema })
  .meta({ id: 'LinkProductResponse' });

export type PostProductLinkProductResponse = z.infer<typeof postProductLinkProductResponseSchema>;
