// The app's dialog. This file stays tiny so it can sit in the first-load JS; the React Aria dialog
// (focus containment, Escape, focus return, outside click) is a lazy chunk loaded on first use.
// Show it through the modal manager (useModal), never on its own, so two never stack.
import { Suspense, lazy } from 'react';
import type { ModalDialog as ModalDialogComponent, ModalProps } from './modal-dialog';

export type { ModalProps } from './modal-dialog';

/** The dialog once its chunk has arrived: later modals render at once, without suspending. */
let loadedDialog: typeof ModalDialogComponent | null = null;

const loadModalDialog = () =>
  import('./modal-dialog').then((module) => {
    loadedDialog = module.ModalDialog;
    return { default: module.ModalDialog };
  });

const LazyModalDialog = lazy(loadModalDialog);

/** Fetches the dialog's chunk ahead of the first modal (the modal manager calls it when idle). */
export const preloadModal = (): Promise<void> =>
  loadModalDialog().then(
    () => undefined,
    // A failed prefetch is retried by the first real render.
    () => undefined,
  );

export const Modal = (props: ModalProps) => {
  const LoadedDialog = loadedDialog;
  if (LoadedDialog) return <LoadedDialog {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyModalDialog {...props} />
    </Suspense>
  );
};
