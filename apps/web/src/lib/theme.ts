// The user's theme setting ('night' = dark). Without a user the system preference applies.
import type { Theme } from '@escola/domain/users';

export const applyTheme = (theme: Theme | null): void => {
  const root = document.documentElement;
  if (theme === null) {
    delete root.dataset.theme;
    return;
  }
  root.dataset.theme = theme === 'night' ? 'dark' : 'light';
};
