// Initial focus for dialogs: the first control inside, as the app's modals always did (React Aria
// focuses the dialog itself when nothing inside has focus). Containment stays React Aria's.
const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const focusFirstControl = (container: HTMLElement | null): void => {
  if (!container || container.contains(document.activeElement)) return;
  container.querySelector<HTMLElement>(CONTROLS)?.focus();
};
