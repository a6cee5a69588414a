// The one way to show a flash message (docs/product/README.md): one at a time, 21-character id,
// dismissible ones close on their own after 10 s.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Flash } from '@escola/contracts/flash';
import { FLASH_AUTO_DISMISS_MS, FLASH_ID_LENGTH } from '@escola/domain/constants';
import { createId } from './create-id';

export type FlashMessage = {
  id: string;
  type: Flash['type'];
  message: string;
  dismissible: boolean;
};

export type ShowFlashInput = {
  type: Flash['type'];
  message: string;
  /** Dismissible flashes have a close button and close on their own; default true. */
  dismissible?: boolean;
};

type FlashContextValue = {
  flash: FlashMessage | null;
  showFlash: (input: ShowFlashInput) => void;
  removeFlash: () => void;
};

const FlashContext = createContext<FlashContextValue | null>(null);

export const FlashProvider = ({ children }: { children: ReactNode }) => {
  const [flash, setFlash] = useState<FlashMessage | null>(null);

  const showFlash = useCallback(({ type, message, dismissible = true }: ShowFlashInput) => {
    setFlash({ id: createId(FLASH_ID_LENGTH), type, message, dismissible });
  }, []);
  const removeFlash = useCallback(() => setFlash(null), []);

  useEffect(() => {
    if (!flash?.dismissible) return;
    const timer = setTimeout(() => setFlash(null), FLASH_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const value = useMemo(() => ({ flash, showFlash, removeFlash }), [flash, showFlash, removeFlash]);
  return <FlashContext.Provider value={value}>{children}</FlashContext.Provider>;
};

export const useFlash = (): FlashContextValue => {
  const value = useContext(FlashContext);
  if (!value) throw new Error('useFlash precisa de um FlashProvider.');
  return value;
};
