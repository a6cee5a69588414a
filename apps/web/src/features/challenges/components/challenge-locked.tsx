// notAllowedChallenge (docs/product/curriculum-and-access.md): a signed-in learner opening a
// challenge the access rule closes to them reads what is locked, why, and what they can do now —
// the next challenge open to them, the way back, and for the denials a purchase lifts (a free
// trial's closed modules, say) the unlock button — instead of a workspace the server would refuse
// to record.
import { Lock, LockOpen } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHALLENGE_DENIAL_MESSAGES,
  isModularOrLimited,
  type ChallengeDenialReason,
} from '@escola/domain/challenge-access';
import { findNextOpenChallenge, offersUnlockOnDenial } from '@escola/domain/free-trial';
import { getDisplayedTrackText } from '@escola/domain/visibility';
import { VerifyPaymentButton } from '../../../components/payment/verify-payment-button';
import { buttonClassName } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ExternalLink } from '../../../components/ui/external-link';
import { toChallengeAccessUser } from '../../../lib/challenge-access-user';
import { useUnlockContentLink } from '../../../lib/features';
import { useCurriculumIndex } from '../../../lib/page-data';
import { useSessionUser } from '../../../lib/session-user';
import type { ChallengeContent } from '../lib/challenge-content';
import { useUnlockModuleModal } from './modals/use-unlock-module-modal';
import './challenge-locked.css';

export const ChallengeLocked = ({
  challenge,
  reason,
}: {
  challenge: ChallengeContent;
  reason: ChallengeDenialReason;
}) => {
  const { t } = useTranslation(['challenges', 'common']);
  const unlockContentLink = useUnlockContentLink();
  const { user } = useSessionUser();
  const index = useCurriculumIndex().data;
  const headingId = useId();
  useUnlockModuleModal({
    user,
    reason,
    superBlock: challenge.superBlock,
    superBlockTitle: challenge.superBlockTitle,
  });
  const next = useMemo(
    () =>
      user && index
        ? findNextOpenChallenge({ user: toChallengeAccessUser(user), challenges: index.challenges })
        : null,
    [index, user],
  );
  const access = user?.access ?? 'complete';
  const offersUnlock = offersUnlockOnDenial({ access, reason });
  const why = getDisplayedTrackText({ text: CHALLENGE_DENIAL_MESSAGES[reason], access });
  const now = offersUnlock
    ? t(next ? 'locked.nowUnlock' : 'locked.nowUnlockDone')
    : t(`locked.now.${reason}`);
  // "Voltar para a trilha" / "Voltar para o módulo": the noun's gender picks the article.
  const trackContext = isModularOrLimited({ access }) ? 'module' : undefined;
  return (
    <article className="challenge-page">
      <h1>{challenge.title}</h1>
      <section className="challenge-locked-panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="challenge-locked-panel__heading">
          <Lock aria-hidden="true" size={20} /> {t('locked.title')}
        </h2>
        <dl className="challenge-locked-panel__facts">
          <div>
            <dt>{t('locked.whatLabel')}</dt>
            <dd>
              {t('locked.what', {
                challenge: challenge.title,
                superBlock: challenge.superBlockTitle,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('locked.whyLabel')}</dt>
            <dd>{why}</dd>
          </div>
          <div>
            <dt>{t('locked.nowLabel')}</dt>
            <dd>{now}</dd>
          </div>
        </dl>
        <div className="challenge-locked-panel__actions">
          {next ? (
            <ButtonLink to={next.path}>{t('locked.nextOpen', { title: next.title })}</ButtonLink>
          ) : null}
          {offersUnlock ? (
            // Buy at the course catalogue, then "Já paguei" verifies the payment (verifyPaidCourse).
            <>
              <ExternalLink
                className={buttonClassName({ variant: next ? 'secondary' : 'primary' })}
                href={unlockContentLink}
              >
                <LockOpen aria-hidden="true" size={18} />
                {t('locked.unlock')}
              </ExternalLink>
              <VerifyPaymentButton />
            </>
          ) : null}
          <ButtonLink variant="secondary" to={`/learn/${challenge.superBlock}/`}>
            {t('locked.backToTrack', { context: trackContext })}
          </ButtonLink>
        </div>
      </section>
    </article>
  );
};
