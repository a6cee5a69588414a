// /confirm-enrollment-national: the learner confirms the class group's invitation (PUT
// /nacional/accept-invite); then the missing national data (/data-complement) or the trail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NACIONAL_ENROLLMENT_QUERY_KEY, acceptInvite } from '../api/enrolment';
import { EnrollmentStatus } from './enrollment-status';
import { afterAcceptancePath, useEnrollment } from './use-enrollment';
import './enrolment.css';

const ConfirmEnrollmentPage = () => {
  const { t } = useTranslation(['enrolment', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('confirm.title') }));
  const { data: enrollment, error } = useEnrollment();
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const next = afterAcceptancePath(enrollment?.nationalDataComplement ?? false);
  const accept = useMutation({
    mutationFn: acceptInvite,
    onSuccess: async (answer) => {
      showFlash({ type: answer.type, message: answer.message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: NACIONAL_ENROLLMENT_QUERY_KEY }),
      ]);
      void navigate(next);
    },
    onError: (failure) => {
      const flash = failure instanceof HttpError ? failure.flash : undefined;
      showFlash({ type: flash?.type ?? 'danger', message: flash?.message ?? failure.message });
      if (failure instanceof HttpError && failure.status === 409) void navigate(next);
    },
  });
  return (
    <section className="form-page enrolment">
      <h1>{t('confirm.title')}</h1>
      {enrollment ? (
        enrollment.acceptedInvite ? (
          <>
            <p>{t('enrollment.alreadyAccepted')}</p>
            <ButtonLink to={next}>{t('enrollment.goToLearn')}</ButtonLink>
          </>
        ) : (
          <>
            <p>{t('confirm.intro', { name: enrollment.classGroup.name })}</p>
            <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
              {accept.isPending ? t('confirm.confirming') : t('confirm.confirm')}
            </Button>
            <p className="form-page__links">
              <Link to="/enrollment-national">{t('confirm.back')}</Link>
            </p>
          </>
        )
      ) : (
        <EnrollmentStatus error={error} />
      )}
    </section>
  );
};

export default ConfirmEnrollmentPage;
