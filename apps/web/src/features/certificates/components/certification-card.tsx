// One certification on /certification: its workload, its projects (links) with done / not done for
// this learner, and the claim button — or "Ver certificado" once it is held.
import { Award, CircleCheck, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { certificatePagePath } from '@escola/contracts/certificate';
import { CERTIFICATE_WORKLOAD_HOURS } from '@escola/domain/certificate-records';
import type { Certification } from '@escola/domain/certifications';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import type { CertificationProgress } from '../lib/certification-progress';

export type ClaimControl = {
  onClaim: () => void;
  isClaiming: boolean;
  /** Another claim is on its way: one at a time. */
  isBusy: boolean;
};

export const CertificationCard = ({
  certification,
  progress,
  username,
  claim,
}: {
  certification: Certification;
  progress: CertificationProgress;
  /** Null for a visitor (no claim, no certificate link). */
  username: string | null;
  /** Null where the learner cannot claim here (a visitor). */
  claim: ClaimControl | null;
}) => {
  const { t } = useTranslation('certificates');
  const headingId = `certificacao-${certification.certSlug}`;
  const total = progress.projects.length;
  return (
    <section
      className="certification-card"
      aria-labelledby={headingId}
      data-claimed={progress.isClaimed}
    >
      <div className="certification-card__header">
        <h2 id={headingId} className="certification-card__title">
          {certification.title}
        </h2>
        {progress.isClaimed ? (
          <span className="certification-card__badge">
            <Award aria-hidden="true" size={16} />
            {t('certification.claimed')}
          </span>
        ) : null}
      </div>
      <p className="certification-card__meta">
        {t('certification.workload', {
          count: CERTIFICATE_WORKLOAD_HOURS[certification.certSlug],
        })}
        {username ? (
          <>
            {' · '}
            {t('certification.progress', { count: total, done: progress.doneCount })}
          </>
        ) : null}
      </p>
      <h3 className="certification-card__projects-heading">{t('certification.projects')}</h3>
      <ul className="certification-card__projects">
        {progress.projects.map(({ project, done }) => (
          <li key={project.id} className="certification-card__project" data-done={done}>
            {username ? (
              done ? (
                <CircleCheck aria-hidden="true" size={20} className="certification-card__icon" />
              ) : (
                <Circle aria-hidden="true" size={20} className="certification-card__icon" />
              )
            ) : null}
            <Link to={project.link}>{project.title}</Link>
            {username ? (
              <span className="certification-card__status">
                {t(done ? 'certification.projectDone' : 'certification.projectToDo')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {progress.isClaimed && username ? (
        <ButtonLink to={certificatePagePath({ username, certSlug: certification.certSlug })}>
          {t('certification.viewCertificate')}
        </ButtonLink>
      ) : null}
      {!progress.isClaimed && claim ? (
        <div className="certification-card__claim">
          <Button
            variant={progress.isComplete ? 'primary' : 'secondary'}
            onClick={claim.onClaim}
            disabled={claim.isBusy}
            aria-describedby={progress.isComplete ? undefined : `${headingId}-hint`}
          >
            {claim.isClaiming ? t('certification.claiming') : t('certification.claim')}
          </Button>
          {progress.isComplete ? null : (
            <p id={`${headingId}-hint`} className="certification-card__hint">
              {t('certification.claimHint')}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
};
