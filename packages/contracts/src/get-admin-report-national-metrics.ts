// The national department's metrics (issue 19): GET /api/admin/report/national-departament-metrics
// (the spec's PDF download) and GET /api/admin/report/national-metrics (an addition: the same numbers
// as JSON for the admin dashboard, its class-group table paged by the configuration's records per
// report). Staff (support, admin, super), as the reports menu. Rules and labels:
// @escola/domain/national-metrics.
import { z } from 'zod';
import { NATIONAL_STATES } from '@escola/domain/constants';
import { CERTIFICATE_RECORD_SLUGS } from '@escola/domain/certificate-records';
import { NATIONAL_METRICS_STATUSES } from '@escola/domain/national-metrics';

export const ADMIN_REPORT_NATIONAL_METRICS_PDF_PATH =
  '/api/admin/report/national-departament-metrics';
export const ADMIN_REPORT_NATIONAL_METRICS_PATH = '/api/admin/report/national-metrics';
export const PDF_CONTENT_TYPE = 'application/pdf';

export const NATIONAL_METRICS_PAGE_MESSAGE = 'Informe uma página válida (um número a partir de 1).';

export const getAdminReportNationalMetricsQuerySchema = z.strictObject({
  /** The class-group table's page (1-based). */
  pageNumber: z.coerce
    .number({ message: NATIONAL_METRICS_PAGE_MESSAGE })
    .int({ message: NATIONAL_METRICS_PAGE_MESSAGE })
    .min(1, { message: NATIONAL_METRICS_PAGE_MESSAGE })
    .max(100_000, { message: NATIONAL_METRICS_PAGE_MESSAGE })
    .default(1),
});

const count = z.number().int().min(0);

const statusCountsSchema = z.object(
  Object.fromEntries(NATIONAL_METRICS_STATUSES.map((status) => [status, count])) as Record<
    (typeof NATIONAL_METRICS_STATUSES)[number],
    typeof count
  >,
);

const placementCountsSchema = z.object({
  notTaken: count,
  passed: count,
  failed: count,
  firstAttempt: count,
  secondAttempt: count,
});

const stateMetricsCountsSchema = z.object({
  learners: count,
  statuses: statusCountsSchema,
  placement: placementCountsSchema,
});

export const stateMetricsSchema = stateMetricsCountsSchema.extend({
  state: z.enum(NATIONAL_STATES),
  group: z.string(),
});

export const classGroupMetricsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Every learner in the group. */
  learners: count,
  confirmed: count,
  waitingToConfirm: count,
  dropouts: count,
  reproved: count,
});

export const completionMetricsSchema = z.object({
  slug: z.enum(CERTIFICATE_RECORD_SLUGS),
  /** A trilha's certification, or a stage of the national trail (participation certificate). */
  kind: z.enum(['certification', 'participation']),
  title: z.string(),
  /** A short name for a chart's axis ("1ª matrícula" for a stage). */
  label: z.string(),
  /** Programme learners holding the certificate. */
  learners: count,
});

export const getAdminReportNationalMetricsResponseSchema = z
  .object({
    /** When the numbers were read (ISO 8601). */
    generatedAt: z.string(),
    states: z.array(stateMetricsSchema),
    totals: stateMetricsCountsSchema,
    classGroups: z.object({
      /** One page, by name. */
      list: z.array(classGroupMetricsSchema),
      listSize: count,
      pageNumber: z.number().int().min(1),
      pageSize: z.number().int().min(1),
      /** The largest groups by learners, then all the others as one entry. */
      chart: z.array(z.object({ label: z.string(), value: count })),
    }),
    completion: z.array(completionMetricsSchema),
  })
  .meta({ id: 'NationalMetrics' });

export type StateMetrics = z.infer<typeof stateMetricsSchema>;
export type ClassGroupMetrics = z.infer<typeof classGroupMetricsSchema>;
export type CompletionMetrics = z.infer<typeof completionMetricsSchema>;
export type GetAdminReportNationalMetricsResponse = z.infer<
  typeof getAdminReportNationalMetricsResponseSchema
>;
