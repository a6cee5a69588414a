// The drawer of a new recurring e-mail or of the one to edit (the list's rows carry all the e-mail).
import { useTranslation } from 'react-i18next';
import type { RecurringEmailItem } from '@escola/contracts/recurring-email-payload';
import { Drawer } from '../../../../components/ui/drawer';
import { RecurringEmailForm } from './recurring-email-form';

/** Closed (null), a new e-mail (`email: null`) or the e-mail to edit. */
export type RecurringEmailDrawerState = { email: RecurringEmailItem | null } | null;

export const RecurringEmailDrawer = ({
  state,
  onClose,
}: {
  state: RecurringEmailDrawerState;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Drawer
      isOpen={state !== null}
      title={t(
        state?.email ? 'recurringEmails.form.editTitle' : 'recurringEmails.form.createTitle',
      )}
      closeLabel={t('recurringEmails.form.close')}
      onClose={onClose}
    >
      {state ? (
        <RecurringEmailForm key={state.email?.id ?? 'new'} email={state.email} onDone={onClose} />
      ) : null}
    </Drawer>
  );
};
