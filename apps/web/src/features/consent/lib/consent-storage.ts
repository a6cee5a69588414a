// The visitor's choice about analytics cookies (LGPD), kept in this browser's local storage: never
// sent to the server, the same for every account used here. A choice made under an older version
// of the cookie notice counts as none, so changing the notice (raise the version) asks again.
export const CONSENT_STORAGE_KEY = 'escola:cookie-consent';

/** Raise when the cookie notice changes (new purpose, new vendor): everyone is asked again. */
export const CONSENT_NOTICE_VERSION = 1;

export type ConsentChoice = 'accepted' | 'refused';

export type StoredConsent = { version: number; choice: ConsentChoice; decidedAt: string };

const isStoredConsent = (value: unknown): value is StoredConsent => {
  if (typeof value !== 'object' || value === null) return false;
  const { version, choice, decidedAt } = value as Record<string, unknown>;
  return (
    version === CONSENT_NOTICE_VERSION &&
    (choice === 'accepted' || choice === 'refused') &&
    typeof decidedAt === 'string'
  );
};

/** The current notice's choice, or null: not asked yet, asked under an older notice, unreadable. */
export const readConsent = (): StoredConsent | null => {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    return isStoredConsent(value) ? value : null;
  } catch {
    return null;
  }
};

/** Keeps the choice (when storage is unavailable, it lasts until the page is left). */
export const saveConsent = ({
  choice,
  now = new Date(),
}: {
  choice: ConsentChoice;
  now?: Date;
}): StoredConsent => {
  const consent = { version: CONSENT_NOTICE_VERSION, choice, decidedAt: now.toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private browsing with storage off: the banner asks again on the next visit.
  }
  return consent;
};
