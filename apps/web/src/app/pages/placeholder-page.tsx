// A titled page (heading and one line) for routes whose content a later issue builds.
import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../components/ui/titled-page';
import type { Resources } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export type PlaceholderKey = keyof Resources['pages'];

const PlaceholderPage = ({ pageKey }: { pageKey: PlaceholderKey }) => {
  const { t } = useTranslation(['pages', 'common']);
  const title = t(`${pageKey}.title`);
  useDocumentTitle(t('common:pageTitle', { title }));
  return <TitledPage title={title} description={t(`${pageKey}.description`)} />;
};

export default PlaceholderPage;
