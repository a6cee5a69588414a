// GET /admin/export-waiting-to-confirm-list — staff (support, admin, super): the whole 'waiting-to-confirm' list, with the list's
// filters, as an .xlsx file streamed while it is written (named by @escola/domain/export-file-name).
import { nationalListExportQuerySchema } from './national-list';

export const ADMIN_EXPORT_WAITING_TO_CONFIRM_LIST_PATH = '/admin/export-waiting-to-confirm-list';

export const getAdminExportWaitingToConfirmListQuerySchema = nationalListExportQuerySchema;
