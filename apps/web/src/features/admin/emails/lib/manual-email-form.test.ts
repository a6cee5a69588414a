// The manual e-mail form's checks (the API's words), the body it sends — the send date typed as
// Brasília's wall clock, whatever the computer's zone — and the preview's sample values.
import { describe, expect, it } from 'vitest';
import {
  MANUAL_EMAIL_FIELD_MESSAGES,
  type ManualEmailItem,
} from '@escola/contracts/manual-email-payload';
import {
  EMPTY_MANUAL_EMAIL_FORM,
  toManualEmailFormValues,
  toManualEmailPayload,
  validateManualEmailForm,
  type ManualEmailFormValues,
} from './manual-email-form';

const NOW = new Date('2026-11-26T12:00:00Z');
const CLASS_GROUP_ID = '7c1f0000-0000-4000-8000-000000000001';

const valid: ManualEmailFormValues = {
  ...EMPTY_MANUAL_EMAIL_FORM,
  subject: ' Olá, {{nome}} ',
  body: 'Veja as novidades em {{link}}.',
  sendAt: '2026-12-01T09:30',
};

const check = (changes: Partial<ManualEmailFormValues>) =>
  validateManualEmailForm({
    values: { ...valid, ...changes },
    classGroupIds: [CLASS_GROUP_ID],
    now: NOW,
  });

describe('validateManualEmailForm', () => {
  it('accepts a complete e-mail', () => {
    expect(check({})).toEqual({});
    expect(check({ audienceKind: 'class-group', classGroupId: CLASS_GROUP_ID })).toEqual({});
  });

  it('asks for every field in the API’s words', () => {
    expect(check({ subject: '  ', body: '', sendAt: '' })).toEqual({
      subject: MANUAL_EMAIL_FIELD_MESSAGES.subjectRequired,
      body: MANUAL_EMAIL_FIELD_MESSAGES.bodyRequired,
      sendAt: MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired,
    });
    expect(check({ audienceKind: 'class-group', classGroupId: '' }).audience).toBeDefined();
    expect(check({ audienceKind: 'access', access: '' }).audience).toBeDefined();
  });

  it('refuses too long texts and unknown variables', () => {
    expect(check({ subject: 'a'.repeat(201) }).subject).toBe(
      MANUAL_EMAIL_FIELD_MESSAGES.subjectTooLong,
    );
    expect(check({ body: 'a'.repeat(50_001) }).body).toBe(MANUAL_EMAIL_FIELD_MESSAGES.bodyTooLong);
    expect(check({ body: 'Oi {{email}} e {{ cpf }}' }).body).toBe(
      'Variável desconhecida: {{email}}, {{cpf}}. Use só {{nome}} e {{link}}.',
    );
  });

  it('wants a send date in the future, read in Brasília', () => {
    // 09:00 in Brasília is 12:00 UTC: now, so not in the future; 09:01 is.
    expect(check({ sendAt: '2026-11-26T09:00' }).sendAt).toBe(
      MANUAL_EMAIL_FIELD_MESSAGES.sendDateInPast,
    );
    expect(check({ sendAt: '2026-11-26T09:01' }).sendAt).toBeUndefined();
    expect(check({ sendAt: '2026-02-30T10:00' }).sendAt).toBe(
      MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired,
    );
  });
});

describe('toManualEmailPayload', () => {
  it('sends the trimmed texts, the audience and the instant the Brasília time names', () => {
    expect(
      toManualEmailPayload({ ...valid, audienceKind: 'group', group: 'nacional-pr', access: 'x' }),
    ).toEqual({
      data: {
        subject: 'Olá, {{nome}}',
        body: 'Veja as novidades em {{link}}.',
        audience: { kind: 'group', value: 'nacional-pr' },
      },
      sendDate: '2026-12-01T12:30:00.000Z',
    });
  });

  it('will not send a form that was not validated', () => {
    expect(() => toManualEmailPayload({ ...valid, sendAt: '' })).toThrow(
      MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired,
    );
  });
});

describe('toManualEmailFormValues', () => {
  it('fills the form from a scheduled e-mail, the send date in Brasília', () => {
    const email = {
      data: {
        subject: 'Aula',
        body: 'Texto',
        audience: { kind: 'access', value: 'limited', label: 'limited' },
      },
      sendDate: '2026-12-01T12:30:00.000Z',
    } as ManualEmailItem;
    expect(toManualEmailFormValues(email)).toEqual({
      ...EMPTY_MANUAL_EMAIL_FORM,
      subject: 'Aula',
      body: 'Texto',
      audienceKind: 'access',
      access: 'limited',
      sendAt: '2026-12-01T09:30',
    });
  });
});
