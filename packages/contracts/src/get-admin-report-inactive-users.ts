// GET /api/admin/report/inactive-users?group=nacional-{uf} — staff (support, admin, super): the
// inactive learners of one programme state as a CSV for the national department (issue 19; who is
// inactive: @escola/domain/inactive-users-report). UTF-8 with a BOM, `;` between fields, CRLF line
// ends, RFC 4180 quoting, streamed while it is read; named by getInactiveUsersReportFileName.
import { z } from 'zod';
import { NATIONAL_LIST_GROUPS } from '@escola/domain/national-lists';

export const ADMIN_REPORT_INACTIVE_USERS_PATH = '/api/admin/report/inactive-users';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const GROUP_TAGS = NATIONAL_LIST_GROUPS.map(({ group }) => group) as [string, ...string[]];

export const INACTIVE_USERS_GROUP_MESSAGE = `Escolha o grupo de um dos oito estados do programa nacional: ${GROUP_TAGS.join(', ')}`;

export const getAdminReportInactiveUsersQuerySchema = z.strictObject({
  group: z.enum(GROUP_TAGS, { message: INACTIVE_USERS_GROUP_MESSAGE }),
});

export type AdminReportInactiveUsersQuery = z.infer<typeof getAdminReportInactiveUsersQuerySchema>;
