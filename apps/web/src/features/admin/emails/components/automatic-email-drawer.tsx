// The drawer to rewrite an automatic e-mail (the list's rows carry all the e-mail).
import { useTranslation } from 'react-i18next';
import type { AutomaticEmailItem } from '@escola/contracts/automatic-email-payload';
import { Drawer } from '../../../../components/ui/drawer';
import { AutomaticEmailForm } from './automatic-email-form';

export const AutomaticEmailDrawer = ({
  email,
  onClose,
}: {
  email: AutomaticEmailItem | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Drawer
      isOpen={email !== null}
      title={t('automaticEmails.form.title', { name: email?.data.name ?? '' })}
      closeLabel={t('automaticEmails.form.close')}
      onClose={onClose}
    >
      {email ? <AutomaticEmailForm key={email.id} email={email} onDone={onClose} /> : null}
    </Drawer>
  );
};
