import { describe, expect, it } from 'vitest';
import { MESSAGE_FIELD_MESSAGES, messagePayloadSchema } from '@escola/contracts/message-payload';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '@escola/domain/in-app-messages';
import {
  EMPTY_MESSAGE_FORM,
  toMessageBody,
  toMessageFormValues,
  validateMessageForm,
  type MessageFormValues,
} from './message-form';

const CLASS_GROUP = '0b5c3c1e-9a57-4c55-9a3e-0d0c6f1b2a10';
const valid: MessageFormValues = { ...EMPTY_MESSAGE_FORM, title: 'Aviso', body: 'Aula na sexta.' };
const check = (changes: Partial<MessageFormValues>) =>
  validateMessageForm({ values: { ...valid, ...changes }, classGroupIds: [CLASS_GROUP] });

describe('validateMessageForm', () => {
  it('accepts a message for everyone and sends what the API accepts', () => {
    expect(check({})).toEqual({});
    const body = toMessageBody({ ...valid, title: '  Aviso  ', group: 'nacional-pr' });
    expect(body).toEqual({
      messagePayload: {
        title: 'Aviso',
        body: 'Aula na sexta.',
        audience: { kind: 'all', value: '' },
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
    expect(toMessageBody(values).messagePayload.audience).toEqual({
      kind: 'access',
      value: 'limited',
    });
    expect(
      toMessageFormValues({
        id: 'x',
        title: 'T',
        body: 'B',
        audience: { kind: 'class-group', value: CLASS_GROUP, label: 'Turma' },
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
});
