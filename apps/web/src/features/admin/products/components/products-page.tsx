// /admin/products (admin and super, issue 19): the products of the sales system as the last sync
// left them — title, price, status, which one is linked — the "Sincronizar produtos" button
// (loading flag syncProducts) and the link of one product, after a confirmation. The catalogue is a
// few dozen products: it comes whole and is paged here.
import { Link2, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@escola/contracts/get-products';
import { PRODUCTS_FETCH_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../../components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePage,
} from '../../../../components/ui/data-table';
import { useFlash } from '../../../../lib/flash';
import { useModal } from '../../../../lib/modal-manager';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';
import { useProductActions, useProducts } from '../hooks/use-products';
import { formatPriceCents } from '../lib/format-price';
import { LinkProductModal } from './link-product-modal';
import './products.css';

const TITLE_SORT = { sort: 'title', order: 'asc' } as const;
const PAGE_SIZES = [20, 50, 100] as const;

const ProductsPage = () => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const { openModal } = useModal();
  const query = useProducts();
  const { sync, link } = useProductActions();
  const [page, setPage] = useState<DataTablePage>({ pageNumber: 1, pageSize: 50 });
  const products = useMemo(() => query.data?.products ?? [], [query.data]);
  const linked = products.find((product) => product.linked);

  // The loading flag `products` is the query's pending state; its failure is the spec's toast.
  useEffect(() => {
    if (query.isError) showFlash({ type: 'danger', message: PRODUCTS_FETCH_ERROR_MESSAGE });
  }, [query.isError, query.errorUpdatedAt, showFlash]);

  const askToLink = (product: Product) =>
    openModal({
      id: 'link-product',
      render: (close) => (
        <LinkProductModal
          product={product}
          current={linked}
          onConfirm={() => link.mutate(product.id)}
          onClose={close}
        />
      ),
    });

  const columns: DataTableColumn<Product>[] = [
    {
      id: 'title',
      header: t('products.columns.title'),
      cell: (product) => (
        <span className="admin-products__title">
          {product.title}
          <small>{t('products.externalId', { id: product.externalId })}</small>
        </span>
      ),
    },
    {
      id: 'price',
      header: t('products.columns.price'),
      numeric: true,
      cell: (product) => formatPriceCents(product.priceCents),
    },
    {
      id: 'status',
      header: t('products.columns.status'),
      cell: (product) => (
        <span className={product.active ? 'tag' : 'tag admin-products__inactive'}>
          {t(product.active ? 'products.active' : 'products.inactive')}
        </span>
      ),
    },
    {
      id: 'linked',
      header: t('products.columns.linked'),
      cell: (product) =>
        product.linked ? (
          <strong className="admin-products__linked">
            <Link2 aria-hidden="true" size={16} />
            {t('products.linkedTag')}
          </strong>
        ) : (
          <Button
            variant="secondary"
            disabled={!product.active || link.isPending}
            aria-label={t('products.linkNamed', { title: product.title })}
            title={product.active ? undefined : t('products.inactiveCannotLink')}
            onClick={() => askToLink(product)}
          >
            {t('products.linkAction')}
          </Button>
        ),
    },
  ];

  const start = (page.pageNumber - 1) * page.pageSize;
  const status = query.isError ? 'error' : query.isPending ? 'loading' : 'success';
  const lastSyncedAt = query.data?.lastSyncedAt;

  return (
    <section className="admin-products" aria-busy={query.isPending || sync.isPending}>
      <h1>{t('titles.products')}</h1>
      <p>{t('pages.products')}</p>
      <div className="admin-products__toolbar">
        <Button onClick={() => sync.mutate(undefined)} disabled={sync.isPending}>
          <RefreshCw
            aria-hidden="true"
            size={16}
            className={sync.isPending ? 'admin-products__spinning' : undefined}
          />
          {t(sync.isPending ? 'products.syncing' : 'products.sync')}
        </Button>
        <p className="admin-products__meta" aria-live="polite">
          {lastSyncedAt
            ? t('products.lastSynced', { date: formatSchoolDateTime(lastSyncedAt) })
            : query.isSuccess
              ? t('products.neverSynced')
              : null}
        </p>
      </div>
      {query.isSuccess ? (
        <p className="admin-products__meta">
          {linked ? t('products.currentLinked', { title: linked.title }) : t('products.noneLinked')}
        </p>
      ) : null}
      <DataTable
        caption={t('products.caption')}
        columns={columns}
        rows={products.slice(start, start + page.pageSize)}
        getRowId={(product) => product.id}
        rowCount={products.length}
        sort={TITLE_SORT}
        onSortChange={() => undefined}
        page={page}
        onPageChange={setPage}
        status={status}
        onRetry={() => void query.refetch()}
        pageSizeOptions={PAGE_SIZES}
        emptyText={t('products.empty')}
        errorText={PRODUCTS_FETCH_ERROR_MESSAGE}
      />
    </section>
  );
};

export default ProductsPage;
