// An e-mail's recipients: those written when its send date came; while it is scheduled, how many
// its audience reaches today ("1.234 hoje"); "—" for one cancelled before it went.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ManualEmailItem } from '@escola/contracts/manual-email-payload';
import { recipientCountQuery } from '../api/manual-emails-api';

const numberFormat = new Intl.NumberFormat('pt-BR');

const CountToday = ({ audience }: { audience: ManualEmailItem['data']['audience'] }) => {
  const { t } = useTranslation('admin');
  const query = useQuery(recipientCountQuery({ kind: audience.kind, value: audience.value }));
  if (query.data === undefined) return t('manualEmails.list.recipientsUnknown');
  return t('manualEmails.list.recipientsToday', {
    count: query.data,
    formatted: numberFormat.format(query.data),
  });
};

export const RecipientCountCell = ({ email }: { email: ManualEmailItem }) => {
  const { t } = useTranslation('admin');
  if (email.recipientCount !== null) return numberFormat.format(email.recipientCount);
  if (email.status === 'scheduled') return <CountToday audience={email.data.audience} />;
  return t('manualEmails.list.recipientsUnknown');
};
