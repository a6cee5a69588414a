// The AI assistant of a challenge (issue 21), a lazy chunk: from 768 px a panel beside the
// workspace, below it a full-screen sheet (dialog) with a close button. It stays mounted once
// opened, so closing and opening again keeps the conversation (and an answer keeps streaming).
import { useCallback, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from 'react-aria-components';
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { RunResult, RunnerFile } from '@escola/runner/index';
import { assistantCategoryOf, type AssistantCategory } from '@escola/domain/ai-assistant';
import { htmlToPlainText } from '@escola/domain/plain-text';
import { Drawer } from '../../../components/ui/drawer';
import { AssistantBody } from './assistant-body';
import { describeFiles, failingTestMessages } from './assistant-context';
import { useAssistantChat } from './use-assistant-chat';
import './assistant.css';

export type AssistantPanelProps = {
  user: SessionUser;
  exerciseId: string;
  challengeTitle: string;
  /** The challenge's description and instructions (sanitised HTML): the tutor reads their words. */
  descriptionHtml: string;
  /** The challenge's trilha: the tutor's subject (domain rule). */
  superBlock: string;
  isOpen: boolean;
  isWide: boolean;
  /** The element of the panel, for the open button's aria-controls. */
  panelId: string;
  onClose: () => void;
  /** The editor's files as they are now. */
  filesRef: RefObject<RunnerFile[]>;
  /** The last run's result, null before a run. */
  lastRun: RunResult | null;
};

/** The side panel: a labelled region; closing it gives the focus back to where it came from. */
const SidePanel = ({
  panelId,
  onClose,
  children,
}: {
  panelId: string;
  onClose: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation('challenges');
  const returnFocusTo = useRef<Element | null>(document.activeElement);
  const close = () => {
    onClose();
    if (returnFocusTo.current instanceof HTMLElement) returnFocusTo.current.focus();
  };
  return (
    <aside
      id={panelId}
      className="assistant-panel"
      aria-labelledby={`${panelId}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) close();
      }}
    >
      <div className="ui-drawer__header assistant-panel__header">
        <h2 id={`${panelId}-title`} className="ui-drawer__title">
          {t('assistant.title')}
        </h2>
        <Button className="ui-drawer__close" aria-label={t('assistant.close')} onPress={close}>
          <X aria-hidden="true" size={20} />
        </Button>
      </div>
      <div className="assistant-panel__body">{children}</div>
    </aside>
  );
};

/** The panel's frame: beside the workspace, or a full-screen sheet below 768 px. */
const PanelFrame = ({
  isWide,
  panelId,
  onClose,
  children,
}: Pick<AssistantPanelProps, 'isWide' | 'panelId' | 'onClose'> & { children: ReactNode }) => {
  const { t } = useTranslation('challenges');
  if (isWide)
    return (
      <SidePanel panelId={panelId} onClose={onClose}>
        {children}
      </SidePanel>
    );
  return (
    <Drawer isOpen title={t('assistant.title')} closeLabel={t('assistant.close')} onClose={onClose}>
      <div id={panelId} className="assistant-panel__body assistant-panel__body--sheet">
        {children}
      </div>
    </Drawer>
  );
};

const ChatPanel = ({
  category,
  ...props
}: Omit<AssistantPanelProps, 'superBlock'> & { category: AssistantCategory }) => {
  const { filesRef, lastRun, challengeTitle, descriptionHtml } = props;
  const readContext = useCallback(
    () => ({
      challengeTitle,
      description: htmlToPlainText(descriptionHtml),
      code: describeFiles(filesRef.current),
      failingTests: failingTestMessages(lastRun),
    }),
    [filesRef, lastRun, challengeTitle, descriptionHtml],
  );
  const chat = useAssistantChat({ ...props, category, readContext });
  if (!props.isOpen) return null;
  return (
    <PanelFrame {...props}>
      <AssistantBody chat={chat} />
    </PanelFrame>
  );
};

const AssistantPanel = ({ superBlock, ...props }: AssistantPanelProps) => {
  const { t } = useTranslation('challenges');
  const category = assistantCategoryOf(superBlock);
  if (category) return <ChatPanel {...props} category={category} />;
  if (!props.isOpen) return null;
  return (
    <PanelFrame {...props}>
      <p className="assistant-panel__notice">{t('assistant.notConfigured')}</p>
    </PanelFrame>
  );
};

export default AssistantPanel;
