// The preview of an e-mail being written (every e-mail form on /admin/emails uses this one):
// subject and text with sample values in the variables.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { previewText } from '../lib/manual-email-form';

export const EmailPreview = ({ subject, body }: { subject: string; body: string }) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const origin = window.location.origin;
  const subjectPreview = previewText({ text: subject, origin });
  const bodyPreview = previewText({ text: body, origin });
  return (
    <section className="admin-emails-form__preview" aria-labelledby={`${id}-preview`}>
      <h3 id={`${id}-preview`}>{t('manualEmails.form.previewTitle')}</h3>
      <p className="admin-messages-form__counter">{t('manualEmails.form.previewHelp')}</p>
      {subjectPreview || bodyPreview ? (
        <div className="admin-emails-form__preview-text">
          <p className="admin-emails-form__preview-subject">{subjectPreview}</p>
          <p>{bodyPreview}</p>
        </div>
      ) : (
        <p className="admin-messages-form__counter">{t('manualEmails.form.previewEmpty')}</p>
      )}
    </section>
  );
};
