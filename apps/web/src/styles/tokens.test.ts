// The palette of tokens.css is readable in both themes: WCAG 2 contrast of every text colour on
// the backgrounds it is used on (≥ 4.5:1) and of control borders, focus ring and icons (≥ 3:1).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

/** Every `--name: light-dark(#light, #dark)` token, and aliases `--name: var(--other)`. */
const readPalette = (): Map<string, [string, string]> => {
  const palette = new Map<string, [string, string]>();
  for (const [, name, light, dark] of css.matchAll(
    /--([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/g,
  )) {
    palette.set(name!, [light!, dark!]);
  }
  for (const [, name, target] of css.matchAll(/--([\w-]+):\s*var\(--([\w-]+)\)/g)) {
    const colours = palette.get(target!);
    if (colours) palette.set(name!, colours);
  }
  return palette;
};

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

const contrast = (first: string, second: string): number => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
};

const PAGE = ['color-background', 'color-surface', 'color-surface-raised'];
const CODE_BACKGROUNDS = [
  'color-background',
  'color-surface',
  'color-info-background',
  'code-selection',
  'color-danger-background',
];
const CODE = [
  'keyword',
  'constant',
  'string',
  'regexp',
  'function',
  'type',
  'tag',
  'attribute',
  'property',
  'comment',
  'meta',
  'invalid',
].map((name) => `code-${name}`);

/** [foreground tokens, background tokens, minimum ratio] */
const PAIRS: [string[], string[], number][] = [
  [
    ['color-text', 'color-text-muted', 'color-primary', 'color-accent-text', 'color-danger'],
    PAGE,
    4.5,
  ],
  [['color-success'], PAGE, 4.5],
  [['color-text', 'color-primary', 'color-on-primary-soft'], ['color-primary-soft'], 4.5],
  [['color-text', 'color-accent-text'], ['color-accent-soft'], 4.5],
  [['color-on-primary'], ['color-primary', 'color-primary-hover'], 4.5],
  [['color-on-danger'], ['color-danger'], 4.5],
  ...['tag', 'success', 'info', 'warning', 'danger'].map((kind): [string[], string[], number] => [
    [`color-${kind}-text`],
    [`color-${kind}-background`],
    4.5,
  ]),
  [['color-border', 'color-focus', 'color-gem', 'color-accent'], PAGE, 3],
  [['color-focus'], ['color-primary-soft'], 3],
  [CODE, CODE_BACKGROUNDS, 4.5],
];

describe('tokens.css palette', () => {
  const palette = readPalette();
  const cases = PAIRS.flatMap(([foregrounds, backgrounds, minimum]) =>
    foregrounds.flatMap((foreground) =>
      backgrounds.flatMap((background) =>
        (['light', 'dark'] as const).map((theme) => ({ foreground, background, minimum, theme })),
      ),
    ),
  );

  it.each(cases)(
    '$theme: --$foreground on --$background ≥ $minimum:1',
    ({ foreground, background, minimum, theme }) => {
      const index = theme === 'light' ? 0 : 1;
      const colours = [palette.get(foreground), palette.get(background)];
      expect(colours).not.toContain(undefined);
      expect(contrast(colours[0]![index], colours[1]![index])).toBeGreaterThanOrEqual(minimum);
    },
  );
});
