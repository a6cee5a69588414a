import { describe, expect, it } from 'vitest';
import { MESSAGE_FIELD_MESSAGES, messagePayloadSchema } from '@escola/contracts/message-payload';
import {
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
} from '@escola/domain/in-app-messages';
import {
  EMPTY_MESSAGE_FORM,
  toMessageBody,
  toMessageFormValues,
  validateMessageForm,
  type MessageFormValues,
} from './message-form';

const CLASS_GROUP = '0b5c3c1e-9a57-4c55-9a3e-0d0c6f1b2a10';
const IMAGE_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const valid: MessageFormValues = { ...EMPTY_MESSAGE_FORM, title: 'Aviso', body: 'Aula na sexta.' };
const check = (changes: Partial<MessageFormValues>) =>
  validateMessageForm({ values: { ...valid, ...changes }, classGroupIds: [CLASS_GROUP] });

describe('validateMessageForm', () => {
  it('accepts a message for everyone and sends what the API accepts', () => {
    expect(check({})).toEqual({});
    const body = toMessageBody({
      values: { ...valid, title: '  Aviso  ', group: 'nacional-pr' },
      imageId: null,
    });
    expect(body).toEqual({
      messagePayload: {
        title: 'Aviso',
        body: 'Aula na sexta.',
        audience: { kind: 'all', value: '' },
        image: null,
      },
    });
    expect(messagePayloadSchema.safeParse(body.messagePayload).success).toBe(true);
  });

  it('asks for a title and a body, and keeps them within their lengths', () => {
    expect(check({ title: '   ', body: '' })).toEqual({
      title: MESSAGE_FIELD_MESSAGES.titleRequired,
      body: MESSAGE_FIELD_MESSAGES.bodyRequired,
    });
    expect(
      check({
        title: 't'.repeat(MESSAGE_TITLE_MAX_LENGTH + 1),
        body: 'b'.repeat(MESSAGE_BODY_MAX_LENGTH + 1),
      }),
    ).toEqual({
      title: MESSAGE_FIELD_MESSAGES.titleTooLong,
      body: MESSAGE_FIELD_MESSAGES.bodyTooLong,
    });
    expect(check({ title: 't'.repeat(MESSAGE_TITLE_MAX_LENGTH) })).toEqual({});
  });

  it('asks for the group, class group or access level of the chosen audience', () => {
    expect(check({ audienceKind: 'group' })).toEqual({
      audience: MESSAGE_FIELD_MESSAGES.groupRequired,
    });
    expect(check({ audienceKind: 'group', group: 'nacional-sp' })).toEqual({
      audience: MESSAGE_FIELD_MESSAGES.unknownGroup,
    });
    expect(check({ audienceKind: 'class-group' })).toEqual({
      audience: MESSAGE_FIELD_MESSAGES.classGroupRequired,
    });
    expect(check({ audienceKind: 'class-group', classGroupId: 'turma-que-sumiu' })).toEqual({
      audience: MESSAGE_FIELD_MESSAGES.classGroupRequired,
    });
    expect(check({ audienceKind: 'access' })).toEqual({
      audience: MESSAGE_FIELD_MESSAGES.accessRequired,
    });
    expect(check({ audienceKind: 'access', access: 'vip' })).toEqual({
      audience: MESSAGE_FIELD_MESSAGES.unknownAccess,
    });
    expect(check({ audienceKind: 'class-group', classGroupId: CLASS_GROUP })).toEqual({});
  });

  it('sends only the chosen kind’s value, and reads a saved message back', () => {
    const values = {
      ...valid,
      audienceKind: 'access' as const,
      access: 'limited',
      group: 'nacional-pr',
    };
    expect(toMessageBody({ values, imageId: null }).messagePayload.audience).toEqual({
      kind: 'access',
      value: 'limited',
    });
    expect(
      toMessageFormValues({
        id: 'x',
        title: 'T',
        body: 'B',
        audience: { kind: 'class-group', value: CLASS_GROUP, label: 'Turma' },
        image: null,
        createdBy: { id: null, name: '' },
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2030-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      ...EMPTY_MESSAGE_FORM,
      title: 'T',
      body: 'B',
      audienceKind: 'class-group',
      classGroupId: CLASS_GROUP,
    });
  });

  it('asks for the image’s description when there is an image, and sends both', () => {
    const image = { source: 'stored', id: IMAGE_ID, link: '/image-file/x' } as const;
    expect(check({ image, imageDescription: '  ' })).toEqual({
      imageDescription: MESSAGE_FIELD_MESSAGES.imageDescriptionRequired,
    });
    expect(
      check({ image, imageDescription: 'd'.repeat(MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH + 1) }),
    ).toEqual({ imageDescription: MESSAGE_FIELD_MESSAGES.imageDescriptionTooLong });
    // A description left over after removing the image is neither checked nor sent.
    expect(check({ image: null, imageDescription: '  ' })).toEqual({});
    const values = { ...valid, image, imageDescription: ' Cartaz da aula ' };
    expect(check(values)).toEqual({});
    const body = toMessageBody({ values, imageId: IMAGE_ID });
    expect(body.messagePayload.image).toEqual({ id: IMAGE_ID, description: 'Cartaz da aula' });
    expect(messagePayloadSchema.safeParse(body.messagePayload).success).toBe(true);
    expect(
      toMessageFormValues({
        id: 'x',
        title: 'T',
        body: 'B',
        audience: { kind: 'all', value: '', label: null },
        image: { id: IMAGE_ID, description: 'Cartaz', link: '/image-file/y' },
        createdBy: { id: null, name: '' },
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2030-01-01T00:00:00.000Z',
      }),
    ).toMatchObject({
      image: { source: 'stored', id: IMAGE_ID, link: '/image-file/y' },
      imageDescription: 'Cartaz',
    });
  });
});
