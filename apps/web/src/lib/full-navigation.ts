// A full browser navigation (not a client-side route change): sign-out goes to the API path
// /signout, and a failed chunk load reloads the page. One object so tests can observe it.
export const fullNavigation = {
  assign: (path: string): void => {
    window.location.assign(path);
  },
};
