// The product calls of docs/product/admin.md (issue 19), through the app's one HTTP client.
import { PRODUCTS_PATH, type GetProductsResponse } from '@escola/contracts/get-products';
import {
  LINK_PRODUCT_PATH,
  type PostProductLinkProductResponse,
} from '@escola/contracts/post-product-link-product';
import {
  SYNC_PRODUCTS_PATH,
  type PostProductSyncSgnBody,
  type PostProductSyncSgnResponse,
} from '@escola/contracts/post-product-sync-sgn';
import { http } from '../../../../lib/http';

export const PRODUCTS_QUERY_KEY = ['admin', 'products'] as const;

export const fetchProducts = () => http.get<GetProductsResponse>(PRODUCTS_PATH);

export const syncProducts = (body: PostProductSyncSgnBody = {}) =>
  http.post<PostProductSyncSgnResponse>(SYNC_PRODUCTS_PATH, body);

export const linkProduct = (productId: string) =>
  http.post<PostProductLinkProductResponse>(LINK_PRODUCT_PATH, { productId });
