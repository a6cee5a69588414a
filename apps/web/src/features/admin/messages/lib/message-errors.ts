// What a failed message call shows: the server's own Portuguese reason for a refused request (a
// class group deleted meanwhile, a message already gone), else the spec's generic error.
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { HttpError } from '../../../../lib/http';

export const messageErrorMessage = (error: unknown): string =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && error.flash.message
    ? error.flash.message
    : UNEXPECTED_ERROR_MESSAGE;
