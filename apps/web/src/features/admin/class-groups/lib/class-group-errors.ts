// What a failed class-group call shows (docs/product/admin.md). The toast carries the spec's words:
// moving users, 'Erro ao mover usuários.' for a refused request and the unexpected-error message
// otherwise; every other class-group operation, 'Erro ao editar usuário.' (the area's default).
// The server's own Portuguese reason for a refused request (a taken name, a group already
// deleted, users no longer in the source) is shown beside the form as the detail.
import {
  EDIT_USER_ERROR_MESSAGE,
  MOVE_USERS_ERROR_MESSAGE,
  MOVE_USERS_UNEXPECTED_ERROR_MESSAGE,
} from '@escola/domain/messages';
import { HttpError } from '../../../../lib/http';

const isRefusal = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status >= 400 && error.status < 500;

export const moveUsersErrorMessage = (error: unknown): string =>
  isRefusal(error) ? MOVE_USERS_ERROR_MESSAGE : MOVE_USERS_UNEXPECTED_ERROR_MESSAGE;

/** The toast of a failed create, edit or delete. */
export const CLASS_GROUP_ERROR_MESSAGE = EDIT_USER_ERROR_MESSAGE;

/** The server's reason for a refused request, or null (a crash or no connection). */
export const refusalDetail = (error: unknown): string | null =>
  isRefusal(error) && error.flash.message ? error.flash.message : null;
