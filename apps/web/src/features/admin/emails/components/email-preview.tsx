// The preview of an e-mail being written (every e-mail form on /admin/emails uses this one): the
// server renders subject, HTML and plain text as the delivery will, a moment after the last key,
// and "Enviar um teste para mim" mails that same e-mail to the staff member's own address.
// Campaigns (manual and recurring) use the campaign calls; an automatic e-mail passes its own.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RenderedHtml } from '../../../../components/ui/rendered-html';
import { useFlash } from '../../../../lib/flash';
import { useDebounced } from '../../hooks/use-debounced';
import { messageErrorMessage } from '../../messages/lib/message-errors';
import { CAMPAIGN_PREVIEW_CALLS, type EmailPreviewCalls } from '../api/email-preview-api';
import { toPreviewHtml } from '../lib/preview-html';

/** A pause after the last key before the preview is asked again. */
export const EMAIL_PREVIEW_DELAY_MS = 400;

type View = 'html' | 'text';

export const EmailPreview = ({
  subject,
  body,
  calls = CAMPAIGN_PREVIEW_CALLS,
}: {
  subject: string;
  body: string;
  calls?: EmailPreviewCalls;
}) => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const id = useId();
  const [view, setView] = useState<View>('html');
  // A string, so an unchanged draft does not restart the pause at every render.
  const draftKey = useDebounced(
    JSON.stringify([subject.trim(), body.trim()]),
    EMAIL_PREVIEW_DELAY_MS,
  );
  const [draftSubject = '', draftBody = ''] = JSON.parse(draftKey) as string[];
  const isEmpty = draftSubject === '' || draftBody === '';
  const draft = { data: { subject: draftSubject, body: draftBody } };

  const preview = useQuery({
    queryKey: ['admin-email-preview', calls.key, draftSubject, draftBody],
    queryFn: () => calls.preview(draft),
    enabled: !isEmpty,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const sendTest = useMutation({
    mutationFn: () => calls.sendTest({ data: { subject: subject.trim(), body: body.trim() } }),
    onSuccess: (answer) => showFlash({ type: 'success', message: answer.message }),
    onError: (error) => showFlash({ type: 'danger', message: messageErrorMessage(error) }),
  });

  const content = isEmpty ? (
    <p className="admin-messages-form__counter">{t('emailPreview.empty')}</p>
  ) : preview.isError ? (
    <p className="form__error" role="alert">
      {messageErrorMessage(preview.error)}
    </p>
  ) : preview.data === undefined ? (
    <p className="admin-messages-form__counter">{t('emailPreview.loading')}</p>
  ) : (
    <>
      <p className="admin-emails-form__preview-subject">
        {t('emailPreview.subject', { subject: preview.data.subject })}
      </p>
      <div
        className="admin-emails-preview__views"
        role="group"
        aria-label={t('emailPreview.viewsLabel')}
      >
        {(['html', 'text'] as const).map((option) => (
          <Button
            key={option}
            variant={view === option ? 'primary' : 'secondary'}
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {t(`emailPreview.views.${option}`)}
          </Button>
        ))}
      </div>
      {view === 'html' ? (
        <article className="admin-emails-preview__page" aria-label={t('emailPreview.frameTitle')}>
          <RenderedHtml html={toPreviewHtml(preview.data.html)} />
        </article>
      ) : (
        <pre className="admin-emails-preview__text">{preview.data.text}</pre>
      )}
    </>
  );

  return (
    <section className="admin-emails-form__preview" aria-labelledby={`${id}-preview`}>
      <h3 id={`${id}-preview`}>{t('emailPreview.title')}</h3>
      <p className="admin-messages-form__counter">
        {t('emailPreview.help', { nameVariable: '{{nome}}' })}
      </p>
      <div aria-live="polite">{content}</div>
      <div className="admin-emails-preview__test">
        <Button
          variant="secondary"
          disabled={subject.trim() === '' || body.trim() === '' || sendTest.isPending}
          onClick={() => sendTest.mutate()}
        >
          {sendTest.isPending ? t('emailPreview.sendingTest') : t('emailPreview.sendTest')}
        </Button>
        <p className="admin-messages-form__counter">{t('emailPreview.sendTestHelp')}</p>
      </div>
    </section>
  );
};
