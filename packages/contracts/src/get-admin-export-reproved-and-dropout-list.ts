// GET /admin/export-reproved-and-dropout-list — staff (support, admin, super): the whole 'reproved-and-dropout' list, with the list's
// filters, as an .xlsx file streamed while it is written (named by @escola/domain/export-file-name).
import { reprovedAndDropoutExportQuerySchema } from './national-list';

export const ADMIN_EXPORT_REPROVED_AND_DROPOUT_LIST_PATH =
  '/admin/export-reproved-and-dropout-list';

export const getAdminExportReprovedAndDropoutListQuerySchema = reprovedAndDropoutExportQuerySchema;
