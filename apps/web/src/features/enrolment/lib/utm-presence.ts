// Light checks for app start (no zod, no HTTP client): whether the address carries utm_*
// parameters, and whether UTM data waits in local storage. The work itself (lib/utm.ts) is a lazy
// chunk loaded only when one of them is true.
import { getUtmStorageKey } from '@escola/domain/storage-keys';
import { SCHOOL_PRODUCT } from '../../../lib/school-product';

export const hasUtmParameters = (search: string): boolean => /[?&]utm_/.test(search);

export const hasStoredUtm = (): boolean => {
  try {
    return window.localStorage.getItem(getUtmStorageKey({ product: SCHOOL_PRODUCT })) !== null;
  } catch {
    return false;
  }
};

/** Called once at start: keeps the visit's UTM parameters (lib/utm.ts) when it has any. */
export const captureUtmOnStart = (search: string = window.location.search): void => {
  if (!hasUtmParameters(search)) return;
  void import('./utm').then((utm) => utm.captureUtmParameters(search));
};
