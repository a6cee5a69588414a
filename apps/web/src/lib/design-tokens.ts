// Design tokens that come from the spec's numbers (docs/product/README.md) become CSS custom
// properties, so the stylesheets use var(--spacer-…) and the numbers live only in
// @escola/domain/constants.
import { SPACERS } from '@escola/domain/constants';

const toKebabCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const applyDesignTokens = (root: HTMLElement = document.documentElement): void => {
  for (const [name, pixels] of Object.entries(SPACERS)) {
    root.style.setProperty(`--spacer-${toKebabCase(name)}`, `${pixels}px`);
  }
};
