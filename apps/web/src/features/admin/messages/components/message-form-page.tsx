// /admin/messages-managment/form: a new message, or the message of `?id=` to edit. Errors show
// under their fields (the API's Portuguese messages, from the contract); a saved message leads back
// to /admin/messages-managment (docs/product/admin.md). Class groups come from the class-group
// summary. A chosen image is uploaded on submit, only when new; when the upload fails, its reason
// shows on the image field and nothing is saved.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES_LIST_PATH } from '@escola/contracts/get-messages-get-messages';
import type { MessageItem } from '@escola/contracts/message-payload';
import { ButtonLink } from '../../../../components/ui/button-link';
import { useFlash } from '../../../../lib/flash';
import { HttpError } from '../../../../lib/http';
import { useClassGroups } from '../../class-groups/hooks/use-class-groups';
import { adminListQueryKey } from '../../hooks/use-admin-list';
import {
  MESSAGES_LIST_PAGE_PATH,
  createMessage,
  fetchMessage,
  messageQueryKey,
  updateMessage,
  uploadMessageImage,
} from '../api/messages-api';
import { messageErrorMessage } from '../lib/message-errors';
import { resolveMessageImageId, type UploadedImageFile } from '../lib/message-image';
import {
  EMPTY_MESSAGE_FORM,
  toMessageBody,
  toMessageFormValues,
  validateMessageForm,
  type MessageFormErrors,
  type MessageFormValues,
} from '../lib/message-form';
import { MessageFormFields } from './message-form-fields';
import './messages.css';

/** The image's upload failed: the save was not attempted. */
class ImageUploadError extends Error {
  constructor(readonly reason: unknown) {
    super('upload da imagem falhou');
  }
}

const focusInvalidField = (form: HTMLFormElement | null) =>
  queueMicrotask(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

const MessageForm = ({ message }: { message: MessageItem | null }) => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classGroupsQuery = useClassGroups();
  const classGroupOptions = (classGroupsQuery.data ?? []).map((group) => ({
    value: group.id,
    label: group.name,
  }));
  const [values, setValues] = useState<MessageFormValues>(() =>
    message ? toMessageFormValues(message) : EMPTY_MESSAGE_FORM,
  );
  const [errors, setErrors] = useState<MessageFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** The file this form uploaded last: sent again, it is not uploaded twice. */
  const uploaded = useRef<UploadedImageFile | null>(null);

  const mutation = useMutation({
    mutationFn: async () => {
      const image = await resolveMessageImageId({
        value: values.image,
        uploaded: uploaded.current,
        upload: uploadMessageImage,
      }).catch((error: unknown) => {
        throw new ImageUploadError(error);
      });
      uploaded.current = image.uploaded;
      const body = toMessageBody({ values, imageId: image.id });
      return message ? updateMessage({ id: message.id, body }) : createMessage(body);
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: adminListQueryKey(MESSAGES_LIST_PATH) });
      queryClient.removeQueries({ queryKey: messageQueryKey(answer.id) });
      showFlash({ type: 'success', message: answer.message });
      void navigate(MESSAGES_LIST_PAGE_PATH);
    },
    onError: (error) => {
      if (error instanceof ImageUploadError) {
        setErrors((current) => ({ ...current, image: messageErrorMessage(error.reason) }));
        focusInvalidField(formRef.current);
        return;
      }
      const text = messageErrorMessage(error);
      setServerError(text);
      showFlash({ type: 'danger', message: text });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateMessageForm({
      values,
      classGroupIds: classGroupOptions.map((option) => option.value),
    });
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      // The first field with an error gets the focus, so its message is read out.
      focusInvalidField(event.currentTarget);
      return;
    }
    mutation.mutate();
  };

  return (
    <form ref={formRef} className="form admin-messages-form" noValidate onSubmit={submit}>
      <MessageFormFields
        values={values}
        errors={errors}
        classGroups={{
          options: classGroupOptions,
          isLoading: classGroupsQuery.isPending,
          isError: classGroupsQuery.isError,
        }}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        onImageError={(image) => setErrors((current) => ({ ...current, image }))}
      />
      {serverError ? (
        <p className="form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="admin-messages-form__buttons">
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('messages.form.saving')
            : t(message ? 'messages.form.submitEdit' : 'messages.form.submitCreate')}
        </button>
        <ButtonLink variant="secondary" to={MESSAGES_LIST_PAGE_PATH}>
          {t('messages.form.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
};

const EditMessage = ({ id }: { id: string }) => {
  const { t } = useTranslation('admin');
  const query = useQuery({
    queryKey: messageQueryKey(id),
    queryFn: () => fetchMessage(id),
    retry: false,
  });
  if (query.isPending) return <p role="status">{t('messages.form.loading')}</p>;
  if (query.isError) {
    const gone = query.error instanceof HttpError && query.error.status < 500;
    return (
      <>
        <p className="form__error" role="alert">
          {t(gone ? 'messages.form.notFound' : 'messages.form.loadError')}
        </p>
        <ButtonLink variant="secondary" to={MESSAGES_LIST_PAGE_PATH}>
          {t('messages.form.backToList')}
        </ButtonLink>
      </>
    );
  }
  return <MessageForm key={query.data.id} message={query.data.messagePayload} />;
};

const MessageFormPage = () => {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <section className="admin-messages">
      <h1>{t(id ? 'messages.form.editTitle' : 'messages.form.createTitle')}</h1>
      <p>{t(id ? 'messages.form.editDescription' : 'messages.form.createDescription')}</p>
      {id ? <EditMessage id={id} /> : <MessageForm message={null} />}
    </section>
  );
};

export default MessageFormPage;
