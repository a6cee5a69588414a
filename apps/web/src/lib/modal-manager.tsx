// The one modal manager (docs/product/README.md: only one modal is open at a time). Opening a modal
// replaces the one on screen; there is never a second. Once the page has loaded and the browser is
// idle, it prefetches the dialog's lazy chunk so the first modal opens without a wait.
import {
  Fragment,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { preloadModal } from '../components/ui/modal';

export type ModalRequest = {
  /** Names the modal (e.g. 'sign-out'); opening the same id again replaces it. */
  id: string;
  render: (close: () => void) => ReactNode;
};

type ModalContextValue = {
  activeModalId: string | null;
  openModal: (request: ModalRequest) => void;
  closeModal: () => void;
};

const ModalContext = createContext<ModalContextValue | null>(null);

/** Runs the prefetch after the load event, when the browser is idle, so it never competes with
 * the page's own first requests. Returns the cancel. */
const prefetchWhenIdle = (): (() => void) => {
  let idleHandle: number | undefined;
  const schedule = () => {
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => void preloadModal())
        : window.setTimeout(() => void preloadModal(), 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
};

export const ModalProvider = ({ children }: { children: ReactNode }) => {
  const [modal, setModal] = useState<ModalRequest | null>(null);
  const openModal = useCallback((request: ModalRequest) => setModal(request), []);
  const closeModal = useCallback(() => setModal(null), []);
  useEffect(prefetchWhenIdle, []);
  const value = useMemo(
    () => ({ activeModalId: modal?.id ?? null, openModal, closeModal }),
    [modal, openModal, closeModal],
  );
  return (
    <ModalContext.Provider value={value}>
      {children}
      {modal ? <Fragment key={modal.id}>{modal.render(closeModal)}</Fragment> : null}
    </ModalContext.Provider>
  );
};

export const useModal = (): ModalContextValue => {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModal precisa de um ModalProvider.');
  return value;
};
