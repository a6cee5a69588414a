// The message form's image (issue 19): a file input (JPEG, PNG, WebP or GIF up to 5 MB, as the hint
// says), a preview of the chosen or stored image, its description (the alt text learners' screen
// readers read; required with an image) and "Remover imagem". A file is only kept here: the form
// uploads it on submit, and only when new (message-image.ts).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_ACCEPT } from '@escola/contracts/post-upload-image';
import { MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH } from '@escola/domain/in-app-messages';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../components/form-fields';
import { imageFileError, type MessageImageValue } from '../lib/message-image';

/**
 * What the preview shows: the chosen file, read as a data: URL (the app's Content-Security-Policy
 * allows data: images, not blob:), or the stored image's signed link.
 */
const usePreviewSource = (image: MessageImageValue): string | null => {
  const file = image?.source === 'file' ? image.file : null;
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  if (image?.source === 'stored') return image.link;
  return file && read?.file === file ? read.url : null;
};

export const MessageImageField = ({
  id,
  image,
  description,
  errors,
  onChange,
  onImageError,
}: {
  id: string;
  image: MessageImageValue;
  description: string;
  errors: { image?: string | undefined; imageDescription?: string | undefined };
  onChange: (changes: { image?: MessageImageValue; imageDescription?: string }) => void;
  onImageError: (message: string | undefined) => void;
}) => {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewSource(image);
  const describedBy = [`${id}-image-hint`, errors.image ? `${id}-image-error` : null]
    .filter(Boolean)
    .join(' ');

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    onImageError(problem);
    if (problem) {
      if (input.current) input.current.value = '';
      return;
    }
    onChange({ image: { source: 'file', file } });
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    onImageError(undefined);
    onChange({ image: null, imageDescription: '' });
    input.current?.focus();
  };

  return (
    <fieldset className="admin-messages-form__image">
      <legend>{t('messages.form.image.legend')}</legend>
      {image && preview ? (
        <img
          className="admin-messages-form__preview"
          src={preview}
          alt={description.trim() || t('messages.form.image.previewAlt')}
        />
      ) : null}
      <div className="form__field">
        <label htmlFor={`${id}-image`}>
          {t(image ? 'messages.form.image.replace' : 'messages.form.image.choose')}
        </label>
        <input
          ref={input}
          id={`${id}-image`}
          name="image"
          type="file"
          accept={UPLOAD_IMAGE_ACCEPT}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <p id={`${id}-image-hint`} className="admin-messages-form__counter">
          {t('messages.form.image.hint')}
        </p>
        <FieldError id={`${id}-image-error`} message={errors.image} />
      </div>
      {image ? (
        <>
          <div className="form__field">
            <label htmlFor={`${id}-image-description`}>
              {t('messages.form.image.description')}
            </label>
            <input
              id={`${id}-image-description`}
              name="imageDescription"
              value={description}
              maxLength={MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH}
              autoComplete="off"
              required
              aria-invalid={errors.imageDescription ? true : undefined}
              aria-describedby={`${id}-image-description-hint${errors.imageDescription ? ` ${id}-image-description-error` : ''}`}
              onChange={(event) => onChange({ imageDescription: event.target.value })}
            />
            <p id={`${id}-image-description-hint`} className="admin-messages-form__counter">
              {t('messages.form.image.descriptionHint')}
            </p>
            <FieldError id={`${id}-image-description-error`} message={errors.imageDescription} />
          </div>
          <div>
            <Button variant="secondary" onClick={remove}>
              {t('messages.form.image.remove')}
            </Button>
          </div>
        </>
      ) : null}
    </fieldset>
  );
};
