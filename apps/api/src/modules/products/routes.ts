// The products of docs/product/admin.md (issue 19), admin and super only (its sidebar):
// GET /api/products, POST /api/product/link-product and POST /api/product/sync-sgn against the
// sales system's adapter (sales-system.ts documents its JSON).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import { PRODUCTS_PATH, getProductsResponseSchema } from '@escola/contracts/get-products';
import {
  LINK_PRODUCT_PATH,
  postProductLinkProductBodySchema,
  postProductLinkProductResponseSchema,
} from '@escola/contracts/post-product-link-product';
import {
  SYNC_PRODUCTS_PATH,
  postProductSyncSgnBodySchema,
  postProductSyncSgnResponseSchema,
} from '@escola/contracts/post-product-sync-sgn';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { requireStaff } from '../../plugins/require-staff';
import { linkProduct, listProducts, syncProducts } from './service';

const TAGS = ['produtos'];
const GUARD_ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema };

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRODUCTS_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary: 'Produtos do sistema de vendas (última sincronização) e o produto vinculado',
        response: { 200: getProductsResponseSchema, 401: flashSchema, 403: flashSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listProducts({ db: app.db });
    },
  );

  app.post(
    LINK_PRODUCT_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary: 'Vincula um produto (admin e super): o título que o link de desbloqueio busca',
        description:
          'Um só produto vinculado (o anterior deixa de ser). id desconhecido → 404; produto inativo → 409; o produto já vinculado → 200 type info, nada muda.',
        body: postProductLinkProductBodySchema,
        response: {
          200: postProductLinkProductResponseSchema,
          ...GUARD_ERRORS,
          404: flashSchema,
          409: flashSchema,
        },
      },
    },
    async (request) =>
      linkProduct({ db: app.db, actor: requireStaff(request), productId: request.body.productId }),
  );

  app.post(
    SYNC_PRODUCTS_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary: 'Sincroniza os produtos com o sistema de vendas (SGN) (admin e super)',
        description:
          'Novos produtos são criados, os conhecidos atualizados e os que o sistema não lista mais ficam inativos (nunca apagados), numa transação. Com productId, só esse produto. Sistema de vendas não configurado, fora do ar ou lento: 503; resposta com erro ou malformada: 502; nos dois casos "Falha ao sincronizar produtos" e nada é gravado.',
        body: postProductSyncSgnBodySchema,
        response: {
          200: postProductSyncSgnResponseSchema,
          ...GUARD_ERRORS,
          404: flashSchema,
          502: flashSchema,
          503: flashSchema,
        },
      },
    },
    async (request) =>
      syncProducts({
        db: app.db,
        config: app.config.salesSystem,
        actor: requireStaff(request),
        productId: request.body.productId,
        now: new Date(),
      }),
  );
};
