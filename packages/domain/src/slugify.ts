// Slugify (docs/product/README.md), exactly as specified: lower-case, trim, each whitespace
// character and each dot becomes a hyphen, and every character outside a-z, digits and hyphen is
// removed. Accented letters are removed too, not transliterated ("Lógica" → "lgica"), as the rule
// says.

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .trim()
    .replace(/[\s.]/g, '-')
    .replace(/[^a-z0-9-]/g, '');
