import { describe, expect, it } from 'vitest';
import {
  EMAIL_DELIVERY_MAX_ATTEMPTS,
  EMAIL_RETRY_BASE_MS,
  EMAIL_RETRY_MAX_MS,
  MANUAL_EMAIL_STATUSES,
  MANUAL_EMAIL_STATUS_LABELS,
  canCancelManualEmail,
  canEditManualEmail,
  deliveryOutcomeOfFailure,
  emailRetryDelayMs,
  fillVariables,
  findMissingVariables,
  findUnknownVariables,
  isCampaignRecipient,
  isFutureSendDate,
  type CampaignRecipientFacts,
} from './email-campaigns';

describe('manual e-mail statuses', () => {
  it('labels every status with the spec words', () => {
    expect(MANUAL_EMAIL_STATUSES.map((status) => MANUAL_EMAIL_STATUS_LABELS[status])).toEqual([
      'Envio programado',
      'Enviando',
      'Enviado',
      'Cancelado',
    ]);
  });

  it('edits only a scheduled e-mail', () => {
    expect(MANUAL_EMAIL_STATUSES.filter(canEditManualEmail)).toEqual(['scheduled']);
  });

  it('cancels a scheduled e-mail or one on its way, never a sent or cancelled one', () => {
    expect(MANUAL_EMAIL_STATUSES.filter(canCancelManualEmail)).toEqual(['scheduled', 'sending']);
  });
});

describe('e-mail variables', () => {
  it('finds each unknown variable once, spaces inside the braces allowed', () => {
    expect(
      findUnknownVariables('Oi {{nome}}, {{ cpf }} e {{cpf}} e {{Nome}} e {{}} em {{ link }}'),
    ).toEqual(['cpf', 'Nome', '']);
  });

  it('finds none in a text without variables or with only known ones', () => {
    expect(findUnknownVariables('Olá! { nome } {{nome}} {{link}}')).toEqual([]);
  });

  it('replaces known variables and leaves unknown ones as written', () => {
    expect(
      fillVariables({
        template: 'Oi {{ nome }}! Acesse {{link}}. {{outro}}',
        values: { nome: 'Ana', link: 'https://escola.dev/learn' },
      }),
    ).toBe('Oi Ana! Acesse https://escola.dev/learn. {{outro}}');
  });

  it("checks against an e-mail's own variables and finds the required ones missing", () => {
    expect(findUnknownVariables('{{nome}} {{dias}} {{link}}', ['nome', 'dias'])).toEqual(['link']);
    expect(findMissingVariables('Olá, {{ nome }}!', ['link', 'nome'])).toEqual(['link']);
    expect(findMissingVariables('Abra {{link}}', ['link'])).toEqual([]);
  });

  it('does not read replacement patterns in a value', () => {
    expect(fillVariables({ template: '{{nome}}', values: { nome: '$& $1', link: '' } })).toBe(
      '$& $1',
    );
  });
});

describe('delivery failures', () => {
  it('waits twice as long after each failed try, at most an hour', () => {
    expect(emailRetryDelayMs(0)).toBe(EMAIL_RETRY_BASE_MS);
    expect(emailRetryDelayMs(1)).toBe(EMAIL_RETRY_BASE_MS);
    expect(emailRetryDelayMs(2)).toBe(2 * EMAIL_RETRY_BASE_MS);
    expect(emailRetryDelayMs(4)).toBe(8 * EMAIL_RETRY_BASE_MS);
    expect(emailRetryDelayMs(30)).toBe(EMAIL_RETRY_MAX_MS);
  });

  it('records a 5xx answer as failed at once', () => {
    expect(deliveryOutcomeOfFailure({ responseCode: 550, attempts: 1 })).toEqual({
      kind: 'failed',
    });
  });

  it('tries a 4xx answer or no answer again, then gives up', () => {
    expect(deliveryOutcomeOfFailure({ responseCode: 451, attempts: 1 })).toEqual({
      kind: 'retry',
      delayMs: EMAIL_RETRY_BASE_MS,
    });
    expect(deliveryOutcomeOfFailure({ responseCode: undefined, attempts: 2 })).toEqual({
      kind: 'retry',
      delayMs: 2 * EMAIL_RETRY_BASE_MS,
    });
    expect(
      deliveryOutcomeOfFailure({ responseCode: 421, attempts: EMAIL_DELIVERY_MAX_ATTEMPTS }),
    ).toEqual({ kind: 'failed' });
    expect(deliveryOutcomeOfFailure({ responseCode: 499, attempts: 1 }).kind).toBe('retry');
    expect(deliveryOutcomeOfFailure({ responseCode: 500, attempts: 1 }).kind).toBe('failed');
  });
});

describe('send date', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('must be after now', () => {
    expect(isFutureSendDate({ sendAt: new Date('2026-11-26T12:00:01Z'), now })).toBe(true);
    expect(isFutureSendDate({ sendAt: now, now })).toBe(false);
    expect(isFutureSendDate({ sendAt: new Date('2026-11-26T11:59:59Z'), now })).toBe(false);
  });
});

describe('campaign recipients', () => {
  const learner: CampaignRecipientFacts = {
    type: 'student',
    sendQuincyEmail: true,
    emailVerified: true,
    access: 'complete',
    group: 'nacional-pr',
    classGroupId: null,
    isBlockedByExpiration: false,
    blockedByInactivityAt: null,
    deleteRequestedAt: null,
  };
  const everyone = { kind: 'all', value: '' } as const;
  const day = new Date('2026-11-01T00:00:00Z');

  it('reaches a consenting, verified, usable learner of the audience', () => {
    expect(isCampaignRecipient({ audience: everyone, recipient: learner })).toBe(true);
    expect(
      isCampaignRecipient({
        audience: { kind: 'group', value: 'nacional-pr' },
        recipient: learner,
      }),
    ).toBe(true);
    expect(
      isCampaignRecipient({
        audience: { kind: 'group', value: 'nacional-sp' },
        recipient: learner,
      }),
    ).toBe(false);
  });

  it.each<[string, Partial<CampaignRecipientFacts>]>([
    ['staff', { type: 'support' }],
    ['who unsubscribed', { sendQuincyEmail: false }],
    ['an unverified address', { emailVerified: false }],
    ['a blocked access', { access: 'blocked' }],
    ['an expired access', { isBlockedByExpiration: true }],
    ['an account blocked by inactivity', { blockedByInactivityAt: day }],
    ['an account waiting to be deleted', { deleteRequestedAt: day }],
  ])('never reaches %s', (_, change) => {
    expect(isCampaignRecipient({ audience: everyone, recipient: { ...learner, ...change } })).toBe(
      false,
    );
  });
});
