// Local-storage keys (docs/product/README.md): a store namespace (the product prefix of keys such
// as `{product}:utm`) allows letters, digits, underscore and dash only.
import { UTM_STORAGE_KEY_SUFFIX } from './constants';

const STORE_NAMESPACE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Letters (a–z, A–Z), digits, underscore and dash; at least one character. */
export const isValidStoreNamespace = (namespace: string): boolean =>
  STORE_NAMESPACE_PATTERN.test(namespace);

/** `{product}:utm`; throws when the product is not a valid store namespace. */
export const getUtmStorageKey = ({ product }: { product: string }): string => {
  if (!isValidStoreNamespace(product)) {
    throw new TypeError(`Invalid store namespace: ${JSON.stringify(product)}`);
  }
  return `${product}${UTM_STORAGE_KEY_SUFFIX}`;
};
