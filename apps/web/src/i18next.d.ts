// Typed translation keys: a missing key is a compile error.
import 'i18next';
import type { Resources } from './lib/i18n';

declare module 'i18next' {
  // Module augmentation of i18next's own options needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
