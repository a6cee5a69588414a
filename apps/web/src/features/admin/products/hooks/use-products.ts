// The products page's state (issue 19): the list (loading flag `products`), the sync (loading flag
// `syncProducts`) and the link, after which the linked product is synced again
// LINKED_PRODUCT_SYNC_DELAY_MS later (docs/product/admin.md). Failures show the spec's messages.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { GetProductsResponse } from '@escola/contracts/get-products';
import { LINKED_PRODUCT_SYNC_DELAY_MS } from '@escola/contracts/post-product-link-product';
import { LINK_PRODUCT_ERROR_MESSAGE, SYNC_PRODUCTS_ERROR_MESSAGE } from '@escola/domain/messages';
import { useFlash } from '../../../../lib/flash';
import { HttpError } from '../../../../lib/http';
import { PRODUCTS_QUERY_KEY, fetchProducts, linkProduct, syncProducts } from '../api/products-api';

/** The spec's message, with the server's reason when it refused the request (a 4xx). */
const failureMessage = (message: string, error: unknown): string =>
  error instanceof HttpError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.flash.message &&
  error.flash.message !== message
    ? `${message}: ${error.flash.message}`
    : message;

export const useProducts = () =>
  useQuery({ queryKey: PRODUCTS_QUERY_KEY, queryFn: fetchProducts, retry: false });

export const useProductActions = () => {
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const store = useCallback(
    (answer: GetProductsResponse) =>
      queryClient.setQueryData<GetProductsResponse>(PRODUCTS_QUERY_KEY, {
        products: answer.products,
        lastSyncedAt: answer.lastSyncedAt,
      }),
    [queryClient],
  );

  const sync = useMutation({
    mutationFn: (productId?: string) => syncProducts(productId ? { productId } : {}),
    onSuccess: (answer, productId) => {
      store(answer);
      // The quiet re-sync of the linked product says nothing when it works.
      if (!productId) showFlash({ type: 'success', message: answer.message });
    },
    onError: (error) =>
      showFlash({ type: 'danger', message: failureMessage(SYNC_PRODUCTS_ERROR_MESSAGE, error) }),
  });

  const link = useMutation({
    mutationFn: linkProduct,
    onSuccess: async (answer) => {
      showFlash({ type: answer.type, message: answer.message });
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => sync.mutate(answer.product.id),
        LINKED_PRODUCT_SYNC_DELAY_MS,
      );
    },
    onError: async (error) => {
      showFlash({ type: 'danger', message: failureMessage(LINK_PRODUCT_ERROR_MESSAGE, error) });
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    },
  });

  return { sync, link };
};
