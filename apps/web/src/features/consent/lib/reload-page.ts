// A full reload, on its own so that tests can replace it (jsdom cannot reload).
export const reloadPage = (): void => window.location.reload();
