// An error whose Portuguese message is safe to show: the error handler sends it as a flash.
import type { Flash } from '@escola/contracts/flash';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly type: Flash['type'];
  readonly redirect: string | undefined;

  constructor(options: {
    statusCode: number;
    message: string;
    type?: Flash['type'];
    redirect?: string;
  }) {
    super(options.message);
    this.statusCode = options.statusCode;
    this.type = options.type ?? 'danger';
    this.redirect = options.redirect;
  }

  toFlash(): Flash {
    return {
      type: this.type,
      message: this.message,
      ...(this.redirect === undefined ? {} : { redirect: this.redirect }),
    };
  }
}
