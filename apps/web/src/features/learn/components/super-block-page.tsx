// /learn/:superBlock — a trilha's page (its phases and challenges come with the curriculum).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TitledPage } from '../../../components/ui/titled-page';
import { useDocumentTitle } from '../../../lib/use-document-title';

const SuperBlockPage = () => {
  const { t } = useTranslation(['pages', 'common']);
  const { superBlock = '' } = useParams();
  const title = `${t('super-block.title')}: ${superBlock}`;
  useDocumentTitle(t('common:pageTitle', { title }));
  return <TitledPage title={title} description={t('super-block.description')} />;
};

export default SuperBlockPage;
