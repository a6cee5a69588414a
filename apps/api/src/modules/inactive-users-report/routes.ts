// GET /api/admin/report/inactive-users?group=nacional-{uf} — staff (support, admin, super): the
// CSV of one programme state's inactive learners (issue 19), streamed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  ADMIN_REPORT_INACTIVE_USERS_PATH,
  CSV_CONTENT_TYPE,
  getAdminReportInactiveUsersQuerySchema,
} from '@escola/contracts/get-admin-report-inactive-users';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { INACTIVITY_BLOCK_DAYS } from '@escola/domain/inactivity';
import { getInactiveUsersReportFileName } from '@escola/domain/inactive-users-report';
import { requireStaff } from '../../plugins/require-staff';
import { streamInactiveUsersCsv } from './stream-inactive-users-csv';

export const inactiveUsersReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_REPORT_INACTIVE_USERS_PATH,
    {
      // The sidebar's link is also followed as a navigation (a new tab): it gets the file, not
      // the app's page.
      config: { staffRoles: STAFF_ROLES.all, allowsNavigation: true },
      // gzip only, at its fastest level: brotli holds the whole file back until its end (first
      // byte ≈ last byte, measured), which is not a stream; gzip sends as it goes, ~4.5× smaller.
      compress: { encodings: ['gzip'], zlibOptions: { level: 1 } },
      schema: {
        tags: ['relatórios'],
        summary: 'Usuários inativos de um estado do programa nacional (CSV)',
        description: `Estudantes do grupo bloqueados por inatividade ou sem atividade há mais de ${INACTIVITY_BLOCK_DAYS} dias. UTF-8 com BOM, separado por ";", enviado enquanto é lido. Nome: usuarios-inativos-{uf}-dd-MM-yyyy_HH-mm-ss.csv.`,
        querystring: getAdminReportInactiveUsersQuerySchema,
        response: { 400: flashSchema, 401: flashSchema, 403: flashSchema, 500: flashSchema },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const { group } = request.query;
      const now = new Date();
      const stream = await streamInactiveUsersCsv({
        db: app.db,
        group,
        now,
        onError: (error) =>
          request.log.error({ err: error }, 'falha no meio do relatório de usuários inativos'),
      });
      const fileName = getInactiveUsersReportFileName({ group, now });
      return (
        reply
          .header('content-type', CSV_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // The schema types only the error replies; the file is a stream, not JSON.
          .send(stream as never)
      );
    },
  );
};
