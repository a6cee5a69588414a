// The feature configuration of docs/product/admin.md (issue 19): GET /api/features, public and
// cached FEATURE_CONFIG_CACHE_MS by the browser, and PUT /api/features, super only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import { FEATURES_PATH, getFeaturesResponseSchema } from '@escola/contracts/get-features';
import { putFeaturesBodySchema, putFeaturesResponseSchema } from '@escola/contracts/put-features';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { FEATURE_CONFIG_CACHE_MS } from '@escola/domain/constants';
import { requireStaff } from '../../plugins/require-staff';
import { readFeatures, saveFeatures } from './service';

const TAGS = ['configuração'];

export const featureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FEATURES_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Configuração de recursos lida pelo app (pública, em cache por 60 s)',
        response: { 200: getFeaturesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${FEATURE_CONFIG_CACHE_MS / 1000}`);
      return readFeatures({ db: app.db, tagManagerId: app.config.tagManagerId });
    },
  );

  app.put(
    FEATURES_PATH,
    {
      config: { staffRoles: STAFF_ROLES.superOnly },
      schema: {
        tags: TAGS,
        summary: 'Salva a configuração de recursos (só super)',
        description:
          'A configuração inteira; cada valor inválido → 400 com a mensagem do campo e nada é salvo. A mudança entra no log de auditoria.',
        body: putFeaturesBodySchema,
        response: {
          200: putFeaturesResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return saveFeatures({
        db: app.db,
        actor: requireStaff(request),
        config: request.body,
        now: new Date(),
        tagManagerId: app.config.tagManagerId,
      });
    },
  );
};
