// "Vincular o produto?": says what the link changes (the learners' unlock-content link searches the
// course catalogue for this title; the product linked today stops being) before anything changes.
import { useTranslation } from 'react-i18next';
import type { Product } from '@escola/contracts/get-products';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

export const LinkProductModal = ({
  product,
  current,
  onConfirm,
  onClose,
}: {
  product: Product;
  current: Product | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Modal
      title={t('products.link.title', { title: product.title })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('products.link.cancel')}
          </Button>
          <Button
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {t('products.link.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('products.link.effect', { title: product.title })}</p>
      {current ? <p>{t('products.link.replaces', { title: current.title })}</p> : null}
    </Modal>
  );
};
