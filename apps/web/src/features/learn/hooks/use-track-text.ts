// How the session user's texts name a trilha: modular and limited users read 'módulo'
// (docs/product/curriculum-and-access.md). Translation keys take the i18next context 'module'
// (hand-written "Neste módulo" variants); texts from elsewhere (the domain's messages, page data)
// go through the domain's phrase-level swap. Visitors read 'trilha'.
import { useCallback } from 'react';
import { getDisplayedTrackText, getTrackLabel, MODULE_LABEL } from '@escola/domain/visibility';
import { useSessionUser } from '../../../lib/session-user';

/** The i18next context of the learner's wording: `t(key, { context })` reads `key_module`. */
export type TrackContext = 'module' | undefined;

export const useTrackContext = (): TrackContext => {
  const { user } = useSessionUser();
  return user && getTrackLabel({ access: user.access }) === MODULE_LABEL ? 'module' : undefined;
};

/** For texts that are not translation keys (domain messages, curriculum page data). */
export const useTrackText = (): ((text: string) => string) => {
  const { user } = useSessionUser();
  const access = user?.access;
  return useCallback(
    (text: string) => (access ? getDisplayedTrackText({ text, access }) : text),
    [access],
  );
};
