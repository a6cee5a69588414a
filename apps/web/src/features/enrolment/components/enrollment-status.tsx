// What the enrolment pages show while the class group loads or when it cannot be shown.
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { HttpError } from '../../../lib/http';

export const EnrollmentStatus = ({ error }: { error: Error | null }) => {
  const { t } = useTranslation('enrolment');
  if (!error) return <FullScreenLoader />;
  const noGroup = error instanceof HttpError && error.status === 404;
  return <p role="alert">{noGroup ? t('enrollment.noGroup') : t('enrollment.loadError')}</p>;
};
