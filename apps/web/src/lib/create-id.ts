// Random URL-safe ids (flash messages use FLASH_ID_LENGTH characters).
const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

export const createId = (length: number): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
};
