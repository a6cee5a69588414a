// Where the workspace's pane sizes are kept: this browser's local storage, when it may be used
// (a private window or a full storage must not break the page: the panes then open at their
// default sizes and are not remembered).
export const layoutStorage = {
  getItem: (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key: string, value: string): void => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered this time.
    }
  },
};
