// Reporting a profile: the report is stored (the staff's record); the route then e-mails the
// message this returns to the support address.
import type { Database } from '@escola/db/client';
import type { OutgoingMail } from '../../plugins/mailer';
import { type ReportedPerson, userReportEmail } from '../mail/user-report-email';
import { findReportedUser, insertUserReport } from './repository';

export type ReportUserOutcome =
  | { outcome: 'reported'; reportId: string; mail: OutgoingMail }
  | { outcome: 'user-not-found' }
  | { outcome: 'self' };

export const reportUser = async ({
  db,
  supportEmail,
  publicUrl,
  reporter,
  username,
  reportDescription,
  now,
}: {
  db: Database;
  supportEmail: string;
  publicUrl: string;
  reporter: ReportedPerson & { id: string };
  username: string;
  reportDescription: string;
  now: Date;
}): Promise<ReportUserOutcome> => {
  const reported = await findReportedUser({ db, username });
  if (!reported) return { outcome: 'user-not-found' };
  if (reported.id === reporter.id) return { outcome: 'self' };
  const reportId = await insertUserReport({
    db,
    reporterId: reporter.id,
    reportedUserId: reported.id,
    reportDescription,
    now,
  });
  const content = userReportEmail({
    reporter,
    reported,
    reportDescription,
    profileLink: `${publicUrl}/user/${encodeURIComponent(reported.username)}`,
    reportId,
    reportedAt: now,
  });
  return { outcome: 'reported', reportId, mail: { to: supportEmail, ...content } };
};
