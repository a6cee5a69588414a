// The panes of a code challenge (domain: challenge-panes). From 768 px up they all show at once;
// below, one at a time behind tabs (spec: at most one editor visible), starting with tab 1. When
// the pane shown changes under the learner's focus (a run from the editor switches to the
// console), focus follows to the pane now shown, so a keyboard user is never left nowhere. From
// 768 px the panes scroll inside: the instructions and the results, which may hold nothing else to
// focus, are in the Tab order so the keyboard can scroll them, named for screen readers.
import { useCallback, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FIRST_PANE, getChallengePanes, type ChallengePane } from '@escola/domain/challenge-panes';
import { useWideLayout } from './use-wide-layout';

export type PaneProps = {
  id: string;
  tabIndex: number;
  role?: 'tabpanel';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  hidden?: boolean;
};

/** Panes whose content may be longer than the pane and holds no control of its own to focus. */
const SCROLLED_PANES = ['instructions', 'console'] as const;
const isScrolledPane = (pane: ChallengePane): pane is (typeof SCROLLED_PANES)[number] =>
  (SCROLLED_PANES as readonly ChallengePane[]).includes(pane);

export const useWorkspacePanes = ({ hasPreview }: { hasPreview: boolean }) => {
  const { t } = useTranslation('challenges');
  const isWide = useWideLayout();
  const baseId = useId();
  const panes = getChallengePanes({ hasPreview });
  const [selected, setSelected] = useState<ChallengePane>(FIRST_PANE);

  const idsOf = useCallback(
    (pane: ChallengePane) => ({
      tabId: `${baseId}-tab-${pane}`,
      panelId: `${baseId}-pane-${pane}`,
    }),
    [baseId],
  );

  /** Brings a pane into view (a tab switch on small screens); focus follows when it was hidden. */
  const showPane = useCallback(
    (pane: ChallengePane) => {
      if (isWide) return;
      flushSync(() => setSelected(pane));
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused.closest('[hidden]')) {
        document.getElementById(idsOf(pane).panelId)?.focus();
      }
    },
    [idsOf, isWide],
  );

  /** Props of a pane's element: a tab panel on small screens; focusable by script everywhere. */
  const paneProps = (pane: ChallengePane): PaneProps => {
    const { tabId, panelId } = idsOf(pane);
    if (isWide) {
      return isScrolledPane(pane)
        ? { id: panelId, tabIndex: 0, 'aria-label': t(`workspace.paneRegions.${pane}`) }
        : { id: panelId, tabIndex: -1 };
    }
    return {
      id: panelId,
      tabIndex: 0,
      role: 'tabpanel',
      'aria-labelledby': tabId,
      hidden: pane !== selected,
    };
  };

  return { isWide, panes, selected, setSelected, showPane, paneProps, idsOf };
};
