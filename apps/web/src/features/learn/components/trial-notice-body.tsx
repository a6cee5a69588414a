// The free-trial notice's contents (loaded only for trial learners, see trial-notice.tsx): what the
// trial includes and what stays locked and why (the domain access rule applied to the curriculum,
// @escola/domain/free-trial), and the button to unlock the whole course.
import { useEffect, useId, useMemo, useRef } from 'react';
import { Lock, LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CHALLENGE_DENIAL_MESSAGES } from '@escola/domain/challenge-access';
import { getAccessScope, type SuperBlockScope } from '@escola/domain/free-trial';
import { getDisplayedTrackText } from '@escola/domain/visibility';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { buttonClassName } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { VerifyPaymentButton } from '../../../components/payment/verify-payment-button';
import { toChallengeAccessUser } from '../../../lib/challenge-access-user';
import { useUnlockContentLink } from '../../../lib/features';
import { FREE_TRIAL_ANCHOR } from '../../../lib/free-trial-anchor';
import { useCurriculumIndex } from '../../../lib/page-data';
import './trial-notice.css';

const ScopeLists = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('shell');
  const index = useCurriculumIndex().data;
  const scope = useMemo(
    () =>
      index
        ? getAccessScope({ user: toChallengeAccessUser(user), challenges: index.challenges })
        : [],
    [index, user],
  );
  if (!index) return null;
  const titleOf = ({ superBlock }: SuperBlockScope) =>
    index.superBlocks.find((entry) => entry.superBlock === superBlock)?.title ?? superBlock;
  const reasonOf = ({ lockedReason }: SuperBlockScope) =>
    lockedReason
      ? getDisplayedTrackText({
          text: CHALLENGE_DENIAL_MESSAGES[lockedReason],
          access: user.access,
        })
      : '';
  const included = scope.filter((entry) => entry.open > 0);
  const locked = scope.filter((entry) => entry.lockedReason !== null);
  return (
    <div className="trial-notice__lists">
      <div>
        <h3 className="trial-notice__list-heading">
          <LockOpen aria-hidden="true" size={18} /> {t('trial.includedHeading')}
        </h3>
        {included.length > 0 ? (
          <ul>
            {included.map((entry) => (
              <li key={entry.superBlock}>
                {t('trial.included', {
                  title: titleOf(entry),
                  count: entry.open,
                  total: entry.total,
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('trial.includedNone')}</p>
        )}
      </div>
      {locked.length > 0 ? (
        <div>
          <h3 className="trial-notice__list-heading">
            <Lock aria-hidden="true" size={18} /> {t('trial.lockedHeading')}
          </h3>
          <ul>
            {locked.map((entry) => (
              <li key={entry.superBlock}>
                {t(entry.open === 0 ? 'trial.lockedAll' : 'trial.lockedRest', {
                  title: titleOf(entry),
                  count: entry.total - entry.open,
                  reason: reasonOf(entry),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
};

const TrialNoticeBody = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation(['shell', 'common']);
  const unlockContentLink = useUnlockContentLink();
  const { hash } = useLocation();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // The header tag links here: bring the notice into view and focus, on /learn or from elsewhere.
  useEffect(() => {
    if (hash !== `#${FREE_TRIAL_ANCHOR}`) return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <section
      ref={sectionRef}
      id={FREE_TRIAL_ANCHOR}
      className="trial-notice"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h2 id={headingId} className="trial-notice__heading">
        {t('trial.heading')}
      </h2>
      <p>{t('trial.intro')}</p>
      <ScopeLists user={user} />
      <div className="trial-notice__actions">
        {/* The unlock-content link of the menu; then "Já paguei" verifies the payment (issue 17). */}
        <ExternalLink className={buttonClassName({})} href={unlockContentLink}>
          <LockOpen aria-hidden="true" size={18} />
          {t('trial.unlock')}
        </ExternalLink>
        <VerifyPaymentButton />
        <p className="trial-notice__hint">{t('trial.unlockHint')}</p>
      </div>
    </section>
  );
};

export default TrialNoticeBody;
