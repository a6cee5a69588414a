// Is the window at least as wide as the one breakpoint (768 px)? Below it the challenge page shows
// one pane at a time behind tabs. Follows the window as it is resized or turned.
import { useSyncExternalStore } from 'react';
import { WIDE_LAYOUT_MEDIA_QUERY } from '@escola/domain/challenge-panes';

const queryList = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_LAYOUT_MEDIA_QUERY) : null;

const subscribe = (onChange: () => void) => {
  const list = queryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Without matchMedia (an old browser, a test) the page keeps every pane in view. */
const isWide = (): boolean => queryList()?.matches ?? true;

export const useWideLayout = (): boolean => useSyncExternalStore(subscribe, isWide, () => true);
