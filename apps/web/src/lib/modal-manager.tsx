// The one modal manager (spec section 2: only one modal is open at a time). Opening a modal
// replaces the one on screen; there is never a second.
import { Fragment, createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

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

export const ModalProvider = ({ children }: { children: ReactNode }) => {
  const [modal, setModal] = useState<ModalRequest | null>(null);
  const openModal = useCallback((request: ModalRequest) => setModal(request), []);
  const closeModal = useCallback(() => setModal(null), []);
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
