// The message form's values, its checks (the API's rules and Portuguese messages, from the
// contract) and the body it sends: `{ messagePayload }` (docs/product/admin.md), with the image's
// id once it is uploaded (message-image.ts).
import { MESSAGE_FIELD_MESSAGES, type MessageItem } from '@escola/contracts/message-payload';
import type { PostMessagesCreateMessageBody } from '@escola/contracts/post-messages-create-message';
import {
  MESSAGE_AUDIENCE_ACCESS_LEVELS,
  MESSAGE_AUDIENCE_GROUPS,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  type MessageAudienceKind,
} from '@escola/domain/in-app-messages';
import type { MessageImageValue } from './message-image';

export type MessageFormValues = {
  title: string;
  body: string;
  audienceKind: MessageAudienceKind;
  /** The value of each kind is kept apart, so switching kinds back and forth loses nothing. */
  group: string;
  classGroupId: string;
  access: string;
  image: MessageImageValue;
  /** The image's alt text (required with an image). */
  imageDescription: string;
};

/** Who receives it, as the audience fields hold it (also the manual e-mails' form, issue 20). */
export type AudienceFormValues = Pick<
  MessageFormValues,
  'audienceKind' | 'group' | 'classGroupId' | 'access'
>;

export type MessageFormErrors = Partial<
  Record<'title' | 'body' | 'audience' | 'image' | 'imageDescription', string>
>;

export const EMPTY_MESSAGE_FORM: MessageFormValues = {
  title: '',
  body: '',
  audienceKind: 'all',
  group: '',
  classGroupId: '',
  access: '',
  image: null,
  imageDescription: '',
};

export const toMessageFormValues = (message: MessageItem): MessageFormValues => ({
  ...EMPTY_MESSAGE_FORM,
  title: message.title,
  body: message.body,
  audienceKind: message.audience.kind,
  group: message.audience.kind === 'group' ? message.audience.value : '',
  classGroupId: message.audience.kind === 'class-group' ? message.audience.value : '',
  access: message.audience.kind === 'access' ? message.audience.value : '',
  image: message.image
    ? { source: 'stored', id: message.image.id, link: message.image.link }
    : null,
  imageDescription: message.image?.description ?? '',
});

export const audienceValue = (values: AudienceFormValues): string => {
  switch (values.audienceKind) {
    case 'all':
      return '';
    case 'group':
      return values.group;
    case 'class-group':
      return values.classGroupId;
    case 'access':
      return values.access;
  }
};

/** The audience's error (the API's words), or undefined; `classGroupIds`: the groups offered. */
export const audienceError = (
  values: AudienceFormValues,
  classGroupIds: readonly string[],
): string | undefined => {
  const value = audienceValue(values);
  switch (values.audienceKind) {
    case 'all':
      return undefined;
    case 'group':
      if (value === '') return MESSAGE_FIELD_MESSAGES.groupRequired;
      return MESSAGE_AUDIENCE_GROUPS.includes(value)
        ? undefined
        : MESSAGE_FIELD_MESSAGES.unknownGroup;
    case 'class-group':
      return classGroupIds.includes(value) ? undefined : MESSAGE_FIELD_MESSAGES.classGroupRequired;
    case 'access':
      if (value === '') return MESSAGE_FIELD_MESSAGES.accessRequired;
      return (MESSAGE_AUDIENCE_ACCESS_LEVELS as readonly string[]).includes(value)
        ? undefined
        : MESSAGE_FIELD_MESSAGES.unknownAccess;
  }
};

/** The form's errors by field; empty when it may be sent. `classGroupIds`: the groups offered. */
export const validateMessageForm = ({
  values,
  classGroupIds,
}: {
  values: MessageFormValues;
  classGroupIds: readonly string[];
}): MessageFormErrors => {
  const errors: MessageFormErrors = {};
  const title = values.title.trim();
  const body = values.body.trim();
  if (title === '') errors.title = MESSAGE_FIELD_MESSAGES.titleRequired;
  else if (title.length > MESSAGE_TITLE_MAX_LENGTH)
    errors.title = MESSAGE_FIELD_MESSAGES.titleTooLong;
  if (body === '') errors.body = MESSAGE_FIELD_MESSAGES.bodyRequired;
  else if (body.length > MESSAGE_BODY_MAX_LENGTH) errors.body = MESSAGE_FIELD_MESSAGES.bodyTooLong;
  const audience = audienceError(values, classGroupIds);
  if (audience) errors.audience = audience;
  const description = values.imageDescription.trim();
  if (values.image !== null) {
    if (description === '')
      errors.imageDescription = MESSAGE_FIELD_MESSAGES.imageDescriptionRequired;
    else if (description.length > MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH)
      errors.imageDescription = MESSAGE_FIELD_MESSAGES.imageDescriptionTooLong;
  }
  return errors;
};

/** The body of create and update; call after validating, with the uploaded image's id. */
export const toMessageBody = ({
  values,
  imageId,
}: {
  values: MessageFormValues;
  imageId: string | null;
}): PostMessagesCreateMessageBody => ({
  messagePayload: {
    title: values.title.trim(),
    body: values.body.trim(),
    audience: { kind: values.audienceKind, value: audienceValue(values) },
    image: imageId === null ? null : { id: imageId, description: values.imageDescription.trim() },
  },
});
