import { describe, expect, it } from 'vitest';
import { MANUAL_EMAIL_FIELD_MESSAGES } from '@escola/contracts/manual-email-payload';
import {
  RECURRING_EMAIL_FIELD_MESSAGES,
  type RecurringEmailItem,
} from '@escola/contracts/recurring-email-payload';
import {
  EMPTY_RECURRING_EMAIL_FORM,
  toRecurringEmailFormValues,
  toRecurringEmailPayload,
  validateRecurringEmailForm,
} from './recurring-email-form';

const valid = {
  ...EMPTY_RECURRING_EMAIL_FORM,
  subject: ' Resumo da semana ',
  body: 'Olá, {{nome}}!',
  audienceKind: 'group' as const,
  group: 'nacional-pr',
  weekday: '5',
  time: '18:30',
};

describe('the recurring e-mail form', () => {
  it('starts on Mondays at 09:00 and sends the schedule with the e-mail', () => {
    expect(EMPTY_RECURRING_EMAIL_FORM).toMatchObject({ weekday: '1', time: '09:00' });
    expect(validateRecurringEmailForm({ values: valid, classGroupIds: [] })).toEqual({});
    expect(toRecurringEmailPayload(valid)).toEqual({
      data: {
        subject: 'Resumo da semana',
        body: 'Olá, {{nome}}!',
        audience: { kind: 'group', value: 'nacional-pr' },
        schedule: { weekday: 5, time: '18:30' },
      },
    });
  });

  it('refuses a missing weekday or time, and an unknown variable, with the API’s words', () => {
    const errors = validateRecurringEmailForm({
      values: { ...valid, weekday: '', time: '25:00', body: '{{cpf}}' },
      classGroupIds: [],
    });
    expect(errors).toEqual({
      weekday: RECURRING_EMAIL_FIELD_MESSAGES.weekday,
      time: RECURRING_EMAIL_FIELD_MESSAGES.time,
      body: MANUAL_EMAIL_FIELD_MESSAGES.unknownVariables(['cpf']),
    });
  });

  it('fills the form from an e-mail of the list', () => {
    const email = {
      data: {
        subject: 'Turma',
        body: 'Texto',
        audience: { kind: 'class-group', value: 'c1', label: 'Turma A' },
        schedule: { weekday: 0, time: '07:00' },
      },
    } as RecurringEmailItem;
    expect(toRecurringEmailFormValues(email)).toEqual({
      subject: 'Turma',
      body: 'Texto',
      audienceKind: 'class-group',
      group: '',
      classGroupId: 'c1',
      access: '',
      weekday: '0',
      time: '07:00',
    });
  });
});
