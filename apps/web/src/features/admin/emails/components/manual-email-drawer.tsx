// The drawer of a new manual e-mail or of the scheduled one to edit (the list's rows carry all the
// e-mail; there is no call to read one).
import { useTranslation } from 'react-i18next';
import type { ManualEmailItem } from '@escola/contracts/manual-email-payload';
import { Drawer } from '../../../../components/ui/drawer';
import { ManualEmailForm } from './manual-email-form';

/** Closed (null), a new e-mail (`email: null`) or the e-mail to edit. */
export type ManualEmailDrawerState = { email: ManualEmailItem | null } | null;

export const ManualEmailDrawer = ({
  state,
  onClose,
}: {
  state: ManualEmailDrawerState;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Drawer
      isOpen={state !== null}
      title={t(state?.email ? 'manualEmails.form.editTitle' : 'manualEmails.form.createTitle')}
      closeLabel={t('manualEmails.form.close')}
      onClose={onClose}
    >
      {state ? (
        <ManualEmailForm key={state.email?.id ?? 'new'} email={state.email} onDone={onClose} />
      ) : null}
    </Drawer>
  );
};
