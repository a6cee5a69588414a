// POST /user/report-user (CSRF header added by the HTTP client).
import {
  REPORT_USER_PATH,
  type PostReportUserBody,
  type PostReportUserResponse,
} from '@escola/contracts/post-report-user';
import { http } from '../../../lib/http';

export const reportUser = (body: PostReportUserBody) =>
  http.post<PostReportUserResponse>(REPORT_USER_PATH, body);
