// The report form, in a modal: what is wrong with the profile (1 to 2000 characters). On success
// the API's `report-sent` flash shows and the caller follows its redirect (/learn).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AFTER_REPORT_USER_PATH,
  REPORT_DESCRIPTION_MAXIMUM_LENGTH,
  REPORT_DESCRIPTION_MESSAGES,
} from '@escola/contracts/post-report-user';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { reportUser } from '../api/report-user';

export const ReportUserModal = ({
  username,
  onClose,
  onReported,
}: {
  username: string;
  onClose: () => void;
  onReported: (redirect: string) => void;
}) => {
  const { t } = useTranslation(['profile', 'common']);
  const { showFlash } = useFlash();
  const formId = useId();
  const fieldId = useId();
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: reportUser,
    onSuccess: (flash) => {
      showFlash({ type: flash.type, message: flash.message });
      onReported(flash.redirect ?? AFTER_REPORT_USER_PATH);
    },
    onError: (failure) =>
      showFlash(
        failure instanceof HttpError
          ? failure.flash
          : { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE },
      ),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reportDescription = description.trim();
    if (reportDescription === '') {
      setError(REPORT_DESCRIPTION_MESSAGES.required);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(null);
    mutation.mutate({ username, reportDescription });
  };

  return (
    <Modal
      title={t('report.title', { username })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? t('report.sending') : t('report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="form report-form" noValidate onSubmit={handleSubmit}>
        <p>{t('report.intro')}</p>
        <div className="form__field">
          <label htmlFor={fieldId}>{t('report.label')}</label>
          <textarea
            id={fieldId}
            name="reportDescription"
            rows={6}
            maxLength={REPORT_DESCRIPTION_MAXIMUM_LENGTH}
            value={description}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p id={`${fieldId}-count`} className="report-form__count">
            {t('report.count', {
              count: description.length,
              maximum: REPORT_DESCRIPTION_MAXIMUM_LENGTH,
            })}
          </p>
          {error ? (
            <p id={`${fieldId}-error`} className="form__error">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </Modal>
  );
};
