// The go-to-unlock-page modal (docs/product/curriculum-and-access.md): before leaving for the
// unlock page — the course catalogue searched for the product title (the unlock-content link of the
// learner menu) — the learner reads where they are going and what happens after the purchase.
import { LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { ExternalLink } from '../../../../components/ui/external-link';
import { Modal } from '../../../../components/ui/modal';
import { courseCatalogLink } from '../../../../lib/contact';

export const GoToUnlockPageModal = ({
  productTitle,
  onClose,
}: {
  /** What the catalogue is searched for: a module's title, or the course's. */
  productTitle: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <Modal
      title={t('goToUnlockPageModal.title')}
      onClose={onClose}
      actions={
        <>
          <ExternalLink className={buttonClassName({})} href={courseCatalogLink(productTitle)}>
            <LockOpen aria-hidden="true" size={18} />
            {t('goToUnlockPageModal.go')}
          </ExternalLink>
          <Button variant="secondary" onClick={onClose}>
            {t('goToUnlockPageModal.cancel')}
          </Button>
        </>
      }
    >
      <p>{t('goToUnlockPageModal.description', { product: productTitle })}</p>
    </Modal>
  );
};
