// /enrollment-national: a national learner linked to a class group reads the invitation — the
// group, its trilhas (curriculumAvailable, by title) and its dates (the domain's validity rule) —
// and accepts it on /confirm-enrollment-national.
import { useTranslation } from 'react-i18next';
import type { GetNacionalEnrollmentResponse } from '@escola/contracts/get-nacional-enrollment';
import { ButtonLink } from '../../../components/ui/button-link';
import { useCurriculumIndex } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatCalendarDate } from '../lib/format-calendar-date';
import { EnrollmentStatus } from './enrollment-status';
import { afterAcceptancePath, useEnrollment } from './use-enrollment';
import './enrolment.css';

const ClassGroupDetails = ({ enrollment }: { enrollment: GetNacionalEnrollmentResponse }) => {
  const { t } = useTranslation('enrolment');
  const index = useCurriculumIndex().data;
  const { classGroup } = enrollment;
  const titleOf = (superBlock: string) =>
    index?.superBlocks.find((entry) => entry.superBlock === superBlock)?.title ?? superBlock;
  const range = classGroup.validityDateRange;
  return (
    <div className="enrolment__group">
      <h2>{classGroup.name}</h2>
      {enrollment.linkedToTheClassDate ? (
        <p>
          {t('enrollment.linkedOn', {
            date: formatCalendarDate(enrollment.linkedToTheClassDate),
          })}
        </p>
      ) : null}
      <h3>{t('enrollment.trails')}</h3>
      {classGroup.curriculumAvailable.length > 0 ? (
        <ul>
          {classGroup.curriculumAvailable.map((superBlock) => (
            <li key={superBlock}>{titleOf(superBlock)}</li>
          ))}
        </ul>
      ) : (
        <p>{t('enrollment.noTrails')}</p>
      )}
      <h3>{t('enrollment.dates')}</h3>
      <p>
        {range
          ? t('enrollment.dateRange', {
              start: formatCalendarDate(range[0]),
              end: formatCalendarDate(range[1]),
            })
          : t('enrollment.duration', { count: classGroup.durationInMonths ?? 0 })}
      </p>
      <p>{classGroup.started ? t('enrollment.started') : t('enrollment.notStarted')}</p>
    </div>
  );
};

const EnrollmentNationalPage = () => {
  const { t } = useTranslation(['enrolment', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('enrollment.title') }));
  const { data: enrollment, error } = useEnrollment();
  return (
    <section className="form-page enrolment">
      <h1>{t('enrollment.title')}</h1>
      {enrollment ? (
        <>
          <p>{t('enrollment.intro')}</p>
          <ClassGroupDetails enrollment={enrollment} />
          {enrollment.acceptedInvite ? (
            <>
              <p>{t('enrollment.alreadyAccepted')}</p>
              <ButtonLink to={afterAcceptancePath(enrollment.nationalDataComplement)}>
                {t('enrollment.goToLearn')}
              </ButtonLink>
            </>
          ) : (
            <ButtonLink to="/confirm-enrollment-national">{t('enrollment.accept')}</ButtonLink>
          )}
        </>
      ) : (
        <EnrollmentStatus error={error} />
      )}
    </section>
  );
};

export default EnrollmentNationalPage;
