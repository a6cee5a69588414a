// GET /status/ping: the process answers and the database answers.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@escola/db/client';
import type { GetStatusPingResponse } from '@escola/contracts/get-status-ping';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { selectOne } from './repository';

export const ping = async ({
  db,
  log,
}: {
  db: Database;
  log: FastifyBaseLogger;
}): Promise<GetStatusPingResponse> => {
  try {
    await selectOne({ db });
  } catch (error) {
    log.error({ err: error }, 'banco de dados indisponível');
    throw new HttpError({ statusCode: 503, message: MESSAGES.unavailable });
  }
  return { msg: 'pong' };
};
