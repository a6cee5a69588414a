// GET /admin/export-waiting-list — staff (support, admin, super): the whole 'waiting' list, with the list's
// filters, as an .xlsx file streamed while it is written (named by @escola/domain/export-file-name).
import { nationalListExportQuerySchema } from './national-list';

export const ADMIN_EXPORT_WAITING_LIST_PATH = '/admin/export-waiting-list';

export const getAdminExportWaitingListQuerySchema = nationalListExportQuerySchema;
