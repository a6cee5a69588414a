// E-mail campaigns (issue 20): the manual e-mails staff schedule for learners and how they are
// delivered. The audience is the in-app messages' own (in-app-messages.ts: everyone, a group — the
// national programme's `nacional-{uf}`, which is also "a national state" —, a class group or an
// access level). These are the rules both the API and the web read.
import {
  isMessageForRecipient,
  type MessageAudience,
  type MessageRecipientFacts,
} from './in-app-messages';
import type { UserType } from './users';

export const MANUAL_EMAIL_SUBJECT_MAX_LENGTH = 200;
export const MANUAL_EMAIL_BODY_MAX_LENGTH = 50_000;

/**
 * The staff list's page size (docs/product/emails.md: manual e-mails by send date descending, 5).
 */
export const MANUAL_EMAILS_PAGE_SIZE = 5;
export const MANUAL_EMAILS_PAGE_SIZE_MAX = 50;

/** scheduled → sending (recipients written) → sent; scheduled or sending → cancelled. */
export const MANUAL_EMAIL_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type ManualEmailStatus = (typeof MANUAL_EMAIL_STATUSES)[number];

/** The spec's words for the statuses ('Enviando' is ours: a campaign on its way). */
export const MANUAL_EMAIL_STATUS_LABELS: Record<ManualEmailStatus, string> = {
  scheduled: 'Envio programado',
  sending: 'Enviando',
  sent: 'Enviado',
  cancelled: 'Cancelado',
};

/** Only a scheduled e-mail can be edited: once its recipients are written, it is on its way. */
export const canEditManualEmail = (status: ManualEmailStatus): boolean => status === 'scheduled';

/** A scheduled e-mail, or one on its way (what is left is not sent), can be cancelled. */
export const canCancelManualEmail = (status: ManualEmailStatus): boolean =>
  status === 'scheduled' || status === 'sending';

export const EMAIL_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

/**
 * The variables a campaign's subject and body may use, `{{nome}}` style: the learner's name (their
 * username when they gave none) and the link to the platform.
 */
export const EMAIL_VARIABLES = ['nome', 'link'] as const;
export type EmailVariable = (typeof EMAIL_VARIABLES)[number];
export type EmailVariableValues = Record<EmailVariable, string>;

const VARIABLE_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Every variable of `template`, each once, in order of appearance. */
const variablesOf = (template: string): string[] => {
  const found = new Set<string>();
  template.replace(VARIABLE_PATTERN, (whole, name: string) => {
    found.add(name);
    return whole;
  });
  return [...found];
};

/**
 * The variables of `template` that do not exist, each once, in order of appearance. `allowed` is a
 * campaign's (EMAIL_VARIABLES) unless an automatic e-mail names its own (automatic-emails.ts).
 */
export const findUnknownVariables = (
  template: string,
  allowed: readonly string[] = EMAIL_VARIABLES,
): string[] => variablesOf(template).filter((name) => !allowed.includes(name));

/** The variables of `required` that `template` does not contain, in the order of `required`. */
export const findMissingVariables = (template: string, required: readonly string[]): string[] => {
  const present = variablesOf(template);
  return required.filter((name) => !present.includes(name));
};

/** `template` with every variable of `values` replaced by its value (others left as written). */
export const fillVariables = ({
  template,
  values,
}: {
  template: string;
  values: Readonly<Record<string, string>>;
}): string =>
  template.replace(VARIABLE_PATTERN, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value ?? whole;
  });

/** A temporary failure is tried again this many times in all (then recorded as failed). */
export const EMAIL_DELIVERY_MAX_ATTEMPTS = 5;
/** The wait before the next try after `attempts` failed ones: 1, 2, 4, 8 minutes… at most 1 hour. */
export const EMAIL_RETRY_BASE_MS = 60_000;
export const EMAIL_RETRY_MAX_MS = 60 * 60_000;

export const emailRetryDelayMs = (attempts: number): number =>
  Math.min(EMAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), EMAIL_RETRY_MAX_MS);

/**
 * What to do after a failed try: SMTP 5xx is permanent (the address does not exist, the message
 * is refused); 4xx and no answer at all (connection refused, timeout) are temporary and tried
 * again with backoff, until EMAIL_DELIVERY_MAX_ATTEMPTS.
 */
export const deliveryOutcomeOfFailure = ({
  responseCode,
  attempts,
}: {
  /** The SMTP reply code, or undefined when the server never answered. */
  responseCode: number | undefined;
  /** Tries so far, this one included. */
  attempts: number;
}): { kind: 'failed' } | { kind: 'retry'; delayMs: number } => {
  const permanent = responseCode !== undefined && responseCode >= 500;
  if (permanent || attempts >= EMAIL_DELIVERY_MAX_ATTEMPTS) return { kind: 'failed' };
  return { kind: 'retry', delayMs: emailRetryDelayMs(attempts) };
};

/** A send date must be in the future when an e-mail is scheduled or edited. */
export const isFutureSendDate = ({ sendAt, now }: { sendAt: Date; now: Date }): boolean =>
  sendAt.getTime() > now.getTime();

/** What a user is, as far as receiving a campaign goes. */
export type CampaignRecipientFacts = MessageRecipientFacts & {
  type: UserType;
  /** The learner's consent to e-mails (`sendQuincyEmail`; false after unsubscribing). */
  sendQuincyEmail: boolean;
  emailVerified: boolean;
  isBlockedByExpiration: boolean;
  blockedByInactivityAt: Date | null;
  deleteRequestedAt: Date | null;
};

/**
 * Does a campaign for `audience` go to this user? Learners only (never staff), who accept e-mails,
 * whose address was verified (an unverified one may not be theirs), and whose account is usable:
 * not blocked (access, expiry or inactivity) and not waiting to be deleted. (The API's SQL
 * mirrors this; a test proves both agree.)
 */
export const isCampaignRecipient = ({
  audience,
  recipient,
}: {
  audience: MessageAudience;
  recipient: CampaignRecipientFacts;
}): boolean =>
  recipient.type === 'student' &&
  recipient.sendQuincyEmail &&
  recipient.emailVerified &&
  recipient.access !== 'blocked' &&
  !recipient.isBlockedByExpiration &&
  recipient.blockedByInactivityAt === null &&
  recipient.deleteRequestedAt === null &&
  isMessageForRecipient({ audience, recipient });
