// "Histórico de alterações" of a recurring e-mail: each change, oldest first — when (Brasília),
// who, what kind, and the subject and schedule the e-mail had after it.
import { useTranslation } from 'react-i18next';
import type { RecurringEmailItem } from '@escola/contracts/recurring-email-payload';
import {
  RECURRING_EMAIL_CHANGE_LABELS,
  describeRecurringSchedule,
} from '@escola/domain/recurring-emails';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';

export const RecurringEmailHistoryModal = ({
  email,
  onClose,
}: {
  email: RecurringEmailItem;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Modal
      title={t('recurringEmails.history.title', { subject: email.data.subject })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('recurringEmails.history.close')}</Button>}
    >
      <ol className="admin-emails-history">
        {email.changeLog.map((entry) => (
          <li key={entry.id} className="admin-emails-history__entry">
            <p>
              <strong>{RECURRING_EMAIL_CHANGE_LABELS[entry.kind]}</strong>
              {' — '}
              {t('recurringEmails.history.when', {
                date: formatSchoolDateTime(entry.date).replace(',', ''),
                author: entry.author.name || t('recurringEmails.history.unknownAuthor'),
              })}
            </p>
            <p>
              {t('recurringEmails.history.state', {
                subject: entry.data.subject,
                schedule: describeRecurringSchedule(entry.data.schedule),
              })}
            </p>
          </li>
        ))}
      </ol>
    </Modal>
  );
};
