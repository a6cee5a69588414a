// The national-status notice's contents (loaded only for learners in a state, see
// national-status-notice.tsx): a heading, what the state means and the next step when there is one.
import { useId, useMemo, type ReactNode } from 'react';
import { Info, LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import {
  DROPOUT_THRESHOLD_DAYS,
  PLACEMENT_TEST_MAX_ATTEMPTS,
  PLACEMENT_TEST_PASSING_GRADE,
} from '@escola/domain/constants';
import { formatLongBrazilianDate } from '@escola/domain/long-date';
import type { LearnerStatus } from '@escola/domain/national-status';
import { PLACEMENT_TEST_PATH } from '@escola/domain/page-redirects';
import { buttonClassName } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ExternalLink } from '../../../components/ui/external-link';
import { courseCatalogLink } from '../../../lib/contact';
import { useSupportContact } from '../../../lib/features';
import { useCurriculumIndex } from '../../../lib/page-data';
import { getSessionLearnerStatus } from '../lib/learner-status';
import './national-status.css';

export const BLOCKED_PATH = '/blocked';
export const CONFIRM_ENROLLMENT_PATH = '/confirm-enrollment-national';

/** The states this notice tells; the free trial ('limited') has its own notice. */
export type NoticeStatus = Exclude<LearnerStatus, { kind: 'limited' }>;

/** A calendar date (yyyy-MM-dd) in the long Brazilian form: "1º de dezembro de 2026". */
const longDate = (calendarDate: string): string =>
  formatLongBrazilianDate(new Date(`${calendarDate}T12:00:00Z`));

const gradeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

const SupportLink = ({ text }: { text: string }) => {
  const { t } = useTranslation('national-status');
  const { messagingLink } = useSupportContact();
  return (
    <ExternalLink className={buttonClassName({ variant: 'secondary' })} href={messagingLink(text)}>
      {t('support')}
    </ExternalLink>
  );
};

const ExpiredModules = ({ superBlocks }: { superBlocks: readonly string[] }) => {
  const { t } = useTranslation('national-status');
  const index = useCurriculumIndex().data;
  // The titles come with the curriculum index (already loaded for /learn's map).
  if (!index) return null;
  const titles = superBlocks.map(
    (superBlock) =>
      index.superBlocks.find((entry) => entry.superBlock === superBlock)?.title ?? superBlock,
  );
  return (
    <>
      <p>{t('expired-modules.text', { modules: titles.join(', ') })}</p>
      <div className="national-status__actions">
        {titles.map((title) => (
          <ExternalLink key={title} className={buttonClassName({})} href={courseCatalogLink(title)}>
            <LockOpen aria-hidden="true" size={18} />
            {t('expired-modules.action')}: {title}
          </ExternalLink>
        ))}
      </div>
    </>
  );
};

const useStatusContent = ({
  user,
  status,
}: {
  user: SessionUser;
  status: NoticeStatus;
}): { heading: string; body: ReactNode } => {
  const { t } = useTranslation('national-status');
  const passingGrade = PLACEMENT_TEST_PASSING_GRADE;
  const actions = (content: ReactNode) => <div className="national-status__actions">{content}</div>;
  switch (status.kind) {
    case 'blocked-by-expiration':
      return {
        heading: t('blocked-by-expiration.heading'),
        body: (
          <>
            <p>{t('blocked-by-expiration.text')}</p>
            {actions(
              <ButtonLink to={BLOCKED_PATH}>{t('blocked-by-expiration.action')}</ButtonLink>,
            )}
          </>
        ),
      };
    case 'waiting-list':
      return { heading: t('waiting-list.heading'), body: <p>{t('waiting-list.text')}</p> };
    case 'reproved':
    case 'attempts-over':
    case 'class-group-ended': {
      const date = status.kind === 'class-group-ended' ? longDate(status.endedOn) : '';
      return {
        heading: t(`${status.kind}.heading`),
        body: (
          <>
            <p>
              {t(`${status.kind}.text`, {
                passingGrade,
                attempts: PLACEMENT_TEST_MAX_ATTEMPTS,
                date,
              })}
            </p>
            {actions(<SupportLink text={t(`${status.kind}.supportText`)} />)}
          </>
        ),
      };
    }
    case 'second-chance': {
      const grade = gradeFormat.format(user.studentEvaluation.studentGrade ?? 0);
      return {
        heading: t('second-chance.heading'),
        body: (
          <>
            <p>{t('second-chance.text', { grade, passingGrade })}</p>
            {actions(<ButtonLink to={PLACEMENT_TEST_PATH}>{t('second-chance.action')}</ButtonLink>)}
          </>
        ),
      };
    }
    case 'dropout':
      return {
        heading: t('dropout.heading'),
        body: (
          <>
            <p>{t('dropout.text', { days: DROPOUT_THRESHOLD_DAYS })}</p>
            {actions(<ButtonLink to={CONFIRM_ENROLLMENT_PATH}>{t('dropout.action')}</ButtonLink>)}
          </>
        ),
      };
    case 'class-group-not-started':
      return {
        heading: t('class-group-not-started.heading'),
        body: (
          <p>
            {status.startsOn
              ? t('class-group-not-started.text', { date: longDate(status.startsOn) })
              : t('class-group-not-started.textNoDate')}
          </p>
        ),
      };
    case 'expired-modules':
      return {
        heading: t('expired-modules.heading', { count: status.superBlocks.length }),
        body: <ExpiredModules superBlocks={status.superBlocks} />,
      };
  }
};

const StatusNotice = ({ user, status }: { user: SessionUser; status: NoticeStatus }) => {
  const headingId = useId();
  const { heading, body } = useStatusContent({ user, status });
  return (
    <section className="national-status" aria-labelledby={headingId} data-status={status.kind}>
      <h2 id={headingId} className="national-status__heading">
        <Info aria-hidden="true" size={20} /> {heading}
      </h2>
      {body}
    </section>
  );
};

const NationalStatusBody = ({ user }: { user: SessionUser }) => {
  const status = useMemo(() => getSessionLearnerStatus({ user, now: new Date() }), [user]);
  if (!status || status.kind === 'limited') return null;
  return <StatusNotice user={user} status={status} />;
};

export default NationalStatusBody;
