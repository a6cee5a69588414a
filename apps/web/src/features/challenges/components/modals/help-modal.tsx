// The help modal (docs/product/workspace.md): what to try first, then the community chat for a
// question and the support team's messaging app (a message naming this challenge) or e-mail to
// report an error. Links open in a new tab, so the learner's code stays where it is.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ExternalLink } from '../../../../components/ui/external-link';
import { Modal } from '../../../../components/ui/modal';
import { COMMUNITY_CHAT_URL } from '../../../../lib/contact';
import { useSupportContact } from '../../../../lib/features';
import type { ChallengeContent } from '../../lib/challenge-content';

export const HelpModal = ({
  challenge,
  onClose,
}: {
  challenge: Pick<ChallengeContent, 'title' | 'path'>;
  onClose: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const support = useSupportContact();
  const reportText = t('helpModal.reportText', {
    title: challenge.title,
    url: `${window.location.origin}${challenge.path}`,
  });
  return (
    <Modal
      title={t('helpModal.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('modalClose')}</Button>}
    >
      <p>{t('helpModal.tips')}</p>
      <p>{t('helpModal.community')}</p>
      <p>
        <ExternalLink href={COMMUNITY_CHAT_URL}>{t('helpModal.communityLink')}</ExternalLink>
      </p>
      <p>{t('helpModal.report')}</p>
      <p>
        <ExternalLink href={support.messagingLink(reportText)}>
          {t('helpModal.reportLink')}
        </ExternalLink>
      </p>
      <p>
        {t('helpModal.email')}{' '}
        <a href={`mailto:${support.email}?subject=${encodeURIComponent(reportText)}`}>
          {support.email}
        </a>
      </p>
    </Modal>
  );
};
