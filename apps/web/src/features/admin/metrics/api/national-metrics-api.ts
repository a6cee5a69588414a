// The metrics dashboard's call (issue 19), through the app's one HTTP client.
import {
  ADMIN_REPORT_NATIONAL_METRICS_PATH,
  type GetAdminReportNationalMetricsResponse,
} from '@escola/contracts/get-admin-report-national-metrics';
import { http } from '../../../../lib/http';

export const nationalMetricsQueryKey = (pageNumber: number) =>
  ['admin', 'national-metrics', pageNumber] as const;

export const fetchNationalMetrics = (pageNumber: number) =>
  http.get<GetAdminReportNationalMetricsResponse>(
    `${ADMIN_REPORT_NATIONAL_METRICS_PATH}?pageNumber=${pageNumber}`,
  );
