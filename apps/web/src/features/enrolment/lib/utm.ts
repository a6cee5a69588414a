// UTM data of the first visit (issue 17): a visitor who arrives with utm_* query parameters gets
// them kept in local storage under `{product}:utm` (the first touch: an older entry is kept); once
// signed in, the web sends them once with PUT /register-utm-data and removes the entry. The API also
// keeps only the first (users.utmData is written while empty).
import {
  REGISTER_UTM_DATA_PATH,
  UTM_KEYS,
  UTM_VALUE_MAX_LENGTH,
  utmDataSchema,
  type UtmData,
} from '@escola/contracts/put-register-utm-data';
import { getUtmStorageKey } from '@escola/domain/storage-keys';
import { HttpError, http } from '../../../lib/http';
import { SCHOOL_PRODUCT } from '../../../lib/school-product';

const storageKey = () => getUtmStorageKey({ product: SCHOOL_PRODUCT });

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The utm_* parameters of a query string, trimmed and cut to the allowed length; null if none. */
export const readUtmParameters = (search: string): UtmData | null => {
  const parameters = new URLSearchParams(search);
  const entries = UTM_KEYS.flatMap((key) => {
    const value = parameters.get(key)?.trim().slice(0, UTM_VALUE_MAX_LENGTH);
    return value ? [[key, value] as const] : [];
  });
  return entries.length > 0 ? (Object.fromEntries(entries) as UtmData) : null;
};

/** Called once at start: keeps the visit's UTM parameters unless some are kept already. */
export const captureUtmParameters = (search: string = window.location.search): void => {
  const store = storage();
  const data = readUtmParameters(search);
  if (!store || !data || store.getItem(storageKey()) !== null) return;
  try {
    store.setItem(storageKey(), JSON.stringify(data));
  } catch {
    // A full or blocked storage: the UTM data is not worth an error.
  }
};

const readStoredUtm = (store: Storage): UtmData | null => {
  const raw = store.getItem(storageKey());
  if (raw === null) return null;
  try {
    const parsed = utmDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Sends the kept UTM data once, for a signed-in learner, and removes it once the API took it or
 * refused it for good (a 4xx); a network failure or a 5xx leaves it for the next start.
 */
export const sendStoredUtm = (): Promise<void> => {
  // One sending at a time (a remount while the first is on its way sends nothing more).
  sending ??= sendOnce().finally(() => {
    sending = null;
  });
  return sending;
};

let sending: Promise<void> | null = null;

const sendOnce = async (): Promise<void> => {
  const store = storage();
  if (!store || store.getItem(storageKey()) === null) return;
  const utmData = readStoredUtm(store);
  if (!utmData) {
    store.removeItem(storageKey());
    return;
  }
  try {
    await http.put(REGISTER_UTM_DATA_PATH, { utmData });
    store.removeItem(storageKey());
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
      store.removeItem(storageKey());
    }
  }
};
