// The Mundo Tech welcome e-mail: only after the challenge is completed, once per learner.
import type { Database } from '@escola/db/client';
import { recipientNameOf } from '@escola/domain/automatic-emails';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import type { Mailer } from '../../plugins/mailer';
import { sendAutomaticEmail } from '../automatic-emails/send-automatic-email';
import { claimWelcomeEmail, hasCompletedChallenge, releaseWelcomeEmail } from './repository';

/** 'inactive': staff switched the e-mail off; nothing sent, so it is not recorded as sent. */
export type WelcomeEmailOutcome = 'sent' | 'already-sent' | 'not-completed' | 'failed' | 'inactive';

export const sendMundoTechWelcomeEmail = async ({
  db,
  mailer,
  publicUrl,
  user,
  now,
  onFailure,
}: {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  user: { id: string; name: string; username: string; email: string };
  now: Date;
  onFailure: (error: unknown) => void;
}): Promise<WelcomeEmailOutcome> => {
  const completed = await hasCompletedChallenge({
    db,
    userId: user.id,
    challengeId: MUNDO_TECH_CHALLENGE_ID,
  });
  if (!completed) return 'not-completed';
  if (!(await claimWelcomeEmail({ db, userId: user.id, now }))) return 'already-sent';
  try {
    const outcome = await sendAutomaticEmail({
      db,
      mailer,
      id: 'mundo-tech-welcome',
      to: user.email,
      values: { nome: recipientNameOf(user), link: `${publicUrl}/learn` },
    });
    if (outcome === 'inactive') await releaseWelcomeEmail({ db, userId: user.id, now });
    return outcome;
  } catch (error) {
    onFailure(error);
    await releaseWelcomeEmail({ db, userId: user.id, now });
    return 'failed';
  }
};
