// A campaign's audience that names a class group must name one that exists, held for the
// transaction (manual and recurring e-mails, issue 20): else 404 with the e-mails' message.
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { findClassGroupNameLocked } from '../messages/repository';
import type { DatabaseExecutor } from '@escola/db/client';

export const checkAudienceClassGroup = async ({
  db,
  audienceKind,
  audienceValue,
}: {
  db: DatabaseExecutor;
  audienceKind: string;
  audienceValue: string;
}): Promise<void> => {
  if (audienceKind !== 'class-group') return;
  if ((await findClassGroupNameLocked({ db, id: audienceValue })) === undefined) {
    throw new HttpError({ statusCode: 404, message: MESSAGES.manualEmailClassGroupNotFound });
  }
};
