// The page's extra keyboard shortcuts (lib/challenge-shortcuts), on only when the learner turned
// keyboard shortcuts on in the settings. They never fire while the learner types (the editor, a
// form field), with Ctrl, Cmd or Alt held, or while a modal is open.
import { useEffect, useRef } from 'react';
import { useModal } from '../../../lib/modal-manager';
import { findPageShortcut, type PageShortcutAction } from '../lib/challenge-shortcuts';

const isTypingTarget = (event: KeyboardEvent): boolean => {
  // The editor lives in a shadow root: the path's first element is the one really focused.
  const [target] = event.composedPath();
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
};

export const useChallengeShortcuts = ({
  enabled,
  actions,
}: {
  enabled: boolean;
  actions: Record<PageShortcutAction, () => void>;
}) => {
  const { activeModalId } = useModal();
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  useEffect(() => {
    if (!enabled || activeModalId !== null) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event)) return;
      const action = findPageShortcut(event.key);
      if (!action) return;
      event.preventDefault();
      actionsRef.current[action]();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [enabled, activeModalId]);
};
