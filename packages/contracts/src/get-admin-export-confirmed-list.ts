// GET /admin/export-confirmed-list — staff (support, admin, super): the whole 'confirmed' list, with the list's
// filters, as an .xlsx file streamed while it is written (named by @escola/domain/export-file-name).
import { nationalListExportQuerySchema } from './national-list';

export const ADMIN_EXPORT_CONFIRMED_LIST_PATH = '/admin/export-confirmed-list';

export const getAdminExportConfirmedListQuerySchema = nationalListExportQuerySchema;
