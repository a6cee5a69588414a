// While page data loads, or when it could not be loaded (a 404 shows the app's 404 page instead).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export const PageDataLoading = () => {
  const { t } = useTranslation('challenges');
  return (
    <p role="status" className="challenge-page__status">
      {t('loading')}
    </p>
  );
};

export const PageDataError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('challenges');
  return (
    <section role="alert" className="challenge-page__status">
      <p>{t('loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </section>
  );
};
