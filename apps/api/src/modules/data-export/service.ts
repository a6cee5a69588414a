// The data export (LGPD; decision 011): everything the platform holds about the user, read in one
// repeatable-read snapshot so the parts agree with each other.
import type { AccountExport } from '@escola/contracts/get-account-export';
import type { Database } from '@escola/db/client';
import { findQuizUserOfAccount } from '../quiz-user/repository';
import { presentAccountExport } from './present-account-export';
import { findReportsMadeBy, findUserForExport } from './repository';

export const exportAccountData = async ({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<AccountExport | undefined> => {
  const { user, reportsMade, quizUser } = await db.transaction(
    async (transaction) => ({
      user: await findUserForExport({ db: transaction, userId }),
      reportsMade: await findReportsMadeBy({ db: transaction, userId }),
      quizUser: await findQuizUserOfAccount({ db: transaction, userId }),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!user) return undefined;
  return presentAccountExport({ user, reportsMade, quizUser, now });
};
