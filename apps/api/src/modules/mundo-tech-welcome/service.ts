// The Mundo Tech welcome e-mail: only after the challenge is completed, once per learner.
import type { Database } from '@escola/db/client';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import type { Mailer } from '../../plugins/mailer';
import { mundoTechWelcomeEmail } from '../mail/mundo-tech-welcome-email';
import { claimWelcomeEmail, hasCompletedChallenge, releaseWelcomeEmail } from './repository';

export type WelcomeEmailOutcome = 'sent' | 'already-sent' | 'not-completed' | 'failed';

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
  user: { id: string; name: string; email: string };
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
    await mailer.send({
      to: user.email,
      ...mundoTechWelcomeEmail({ name: user.name, learnLink: `${publicUrl}/learn` }),
    });
    return 'sent';
  } catch (error) {
    onFailure(error);
    await releaseWelcomeEmail({ db, userId: user.id, now });
    return 'failed';
  }
};
