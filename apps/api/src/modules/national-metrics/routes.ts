// GET /api/admin/report/national-departament-metrics (the spec's PDF) and
// GET /api/admin/report/national-metrics (an addition: the dashboard's JSON) — staff (support,
// admin, super), as the reports menu that links them (issue 19). Both read the same numbers
// (service.ts); the class-group table is paged by the configuration's records per report: one page
// of it in the JSON, at most that many rows per PDF page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  ADMIN_REPORT_NATIONAL_METRICS_PATH,
  ADMIN_REPORT_NATIONAL_METRICS_PDF_PATH,
  getAdminReportNationalMetricsQuerySchema,
  getAdminReportNationalMetricsResponseSchema,
  PDF_CONTENT_TYPE,
} from '@escola/contracts/get-admin-report-national-metrics';
import type { Database } from '@escola/db/client';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { getNationalMetricsFileName } from '@escola/domain/national-metrics';
import { findFeatureConfigRow } from '../features/repository';
import { configOf } from '../features/service';
import { readNationalMetrics } from './service';

const errors = { 400: flashSchema, 401: flashSchema, 403: flashSchema, 500: flashSchema };

const readReportPageSize = async (db: Database): Promise<number> =>
  configOf(await findFeatureConfigRow({ db })).reportPageSize;

export const nationalMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_REPORT_NATIONAL_METRICS_PDF_PATH,
    {
      // The sidebar's link may also be opened as a navigation (a new tab): it gets the file.
      config: { staffRoles: STAFF_ROLES.all, allowsNavigation: true },
      schema: {
        tags: ['relatórios'],
        summary: 'Métricas do departamento nacional (PDF)',
        description:
          'Estudantes por estado e por turma, conclusão por trilha, teste de nivelamento e desistências, com gráficos e tabelas. A4, gerado no servidor. Nome: metricas-nacional-dd-MM-yyyy_HH-mm-ss.pdf.',
        response: {
          200: {
            description: 'O relatório em PDF',
            content: { [PDF_CONTENT_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const [metrics, rowsPerPage, { renderMetricsPdf }] = await Promise.all([
        readNationalMetrics({ db: app.db, now }),
        readReportPageSize(app.db),
        // Loaded on the first report: pdfkit and the fonts are memory an API that serves no PDF
        // should not carry (as the certificate's PDF). Loaded and parsed while the queries run:
        // the first report took ~1 s longer when it waited for them.
        import('./render-metrics-pdf').then((module) => {
          module.loadMetricsFonts();
          return module;
        }),
      ]);
      const document = renderMetricsPdf({ metrics, rowsPerPage });
      return (
        reply
          .type(PDF_CONTENT_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${getNationalMetricsFileName({ now })}"`,
          )
          .header('cache-control', 'no-store')
          // The schema types only the error replies; the file is a stream.
          .send(document as never)
      );
    },
  );

  app.get(
    ADMIN_REPORT_NATIONAL_METRICS_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: ['relatórios'],
        summary: 'Métricas do departamento nacional (painel)',
        description:
          'Os números do PDF de métricas, para o painel do admin. A tabela de turmas vem paginada pelo número de registros por relatório da configuração.',
        querystring: getAdminReportNationalMetricsQuerySchema,
        response: { 200: getAdminReportNationalMetricsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pageSize = await readReportPageSize(app.db);
      const metrics = await readNationalMetrics({
        db: app.db,
        now: new Date(),
        classGroupPage: { pageNumber: request.query.pageNumber, pageSize },
      });
      return reply.header('cache-control', 'no-store').send(metrics);
    },
  );
};
