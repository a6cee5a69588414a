// "Quem recebe?": type a person's e-mail and see the active recurring e-mails they would receive
// today (get-emails-by-recipient); an unknown address shows the server's Portuguese reason.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRecurringSchedule } from '@escola/domain/recurring-emails';
import { Button } from '../../../../components/ui/button';
import { messageErrorMessage } from '../../messages/lib/message-errors';
import { findRecurringEmailsByRecipient } from '../api/recurring-emails-api';

export const RecipientLookup = () => {
  const { t } = useTranslation('admin');
  const id = useId();
  const [email, setEmail] = useState('');
  const lookup = useMutation({ mutationFn: findRecurringEmailsByRecipient });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    lookup.mutate(email.trim());
  };

  const answer = lookup.data;
  return (
    <section className="admin-emails-lookup" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('recurringEmails.lookup.title')}</h3>
      <form className="form admin-emails-lookup__form" noValidate onSubmit={submit}>
        <div className="form__field">
          <label htmlFor={`${id}-email`}>{t('recurringEmails.lookup.email')}</label>
          <input
            id={`${id}-email`}
            name="recipientEmail"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={lookup.isPending || email.trim() === ''}>
          {lookup.isPending
            ? t('recurringEmails.lookup.searching')
            : t('recurringEmails.lookup.search')}
        </Button>
      </form>
      <div aria-live="polite">
        {lookup.isError ? (
          <p className="form__error" role="alert">
            {messageErrorMessage(lookup.error)}
          </p>
        ) : answer ? (
          <>
            <p>
              {!answer.isCampaignRecipient
                ? t('recurringEmails.lookup.notRecipient', { name: answer.recipient.name })
                : answer.emails.length === 0
                  ? t('recurringEmails.lookup.none', { name: answer.recipient.name })
                  : t('recurringEmails.lookup.found', {
                      name: answer.recipient.name,
                      count: answer.emails.length,
                    })}
            </p>
            {answer.emails.length > 0 ? (
              <ul>
                {answer.emails.map((found) => (
                  <li key={found.id}>
                    {found.data.subject} — {describeRecurringSchedule(found.data.schedule)}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
};
