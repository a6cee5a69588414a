// What the panel shows, by the state of the school and the learner: not configured (one
// sentence), the activation (the assistant needs the learner's user token), then the conversation
// with its question box and "Apagar histórico" (asked first in the delete-history modal).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../lib/modal-manager';
import { AssistantConversation, AssistantProblemMessage } from './assistant-conversation';
import { AssistantInput } from './assistant-input';
import { DeleteHistoryModal } from './delete-history-modal';
import type { useAssistantChat } from './use-assistant-chat';

type Chat = ReturnType<typeof useAssistantChat>;

const ActivationView = ({ onActivate }: { onActivate: () => Promise<void> }) => {
  const { t } = useTranslation('challenges');
  const activating = useRef(false);
  return (
    <div className="assistant-panel__activation">
      <p>{t('assistant.activationText')}</p>
      <Button
        onClick={() => {
          if (activating.current) return;
          activating.current = true;
          void onActivate().finally(() => {
            activating.current = false;
          });
        }}
      >
        {t('assistant.activate')}
      </Button>
    </div>
  );
};

export const AssistantBody = ({ chat }: { chat: Chat }) => {
  const { t } = useTranslation('challenges');
  const { openModal } = useModal();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { state, status } = chat;
  const needsActivation = chat.token === null || chat.unauthorized;
  const ready = chat.configured && !needsActivation;

  // Opening the panel puts the learner in the question box.
  useEffect(() => {
    if (ready) inputRef.current?.focus();
  }, [ready]);

  if (chat.unauthorized) return <ActivationView onActivate={chat.activate} />;
  if (status.isPending) return <p className="assistant-panel__notice">{t('assistant.loading')}</p>;
  if (status.isError)
    return (
      <div className="assistant-panel__error" role="alert">
        <p>{t('assistant.statusError')}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {t('assistant.retry')}
        </Button>
      </div>
    );
  if (!chat.configured)
    return <p className="assistant-panel__notice">{t('assistant.notConfigured')}</p>;
  if (!ready) return <ActivationView onActivate={chat.activate} />;

  const budget = status.data?.budget;
  const budgetProblem =
    state.error?.kind === 'budget'
      ? state.error
      : budget && budget.usedTokens >= budget.dailyTokens
        ? ({ kind: 'budget', resetsAt: budget.resetsAt } as const)
        : null;
  const confirmClear = () =>
    openModal({
      id: 'deleteAssistantHistory',
      render: (close) => (
        <DeleteHistoryModal
          onClose={() => {
            close();
            inputRef.current?.focus();
          }}
          onConfirm={() => void chat.clear()}
        />
      ),
    });

  return (
    <>
      {state.history.length > 0 ? (
        <div className="assistant-panel__toolbar">
          <Button variant="ghost" disabled={state.typing} onClick={confirmClear}>
            <Trash2 aria-hidden="true" size={16} />
            {t('assistant.clearHistory')}
          </Button>
        </div>
      ) : null}
      <div className="assistant-panel__messages">
        {state.loadingHistory ? (
          <p className="assistant-panel__notice">{t('assistant.loadingHistory')}</p>
        ) : state.history.length === 0 ? (
          <p className="assistant-panel__notice">{t('assistant.intro')}</p>
        ) : null}
        <AssistantConversation
          history={state.history}
          typing={state.typing}
          failed={state.error !== null}
        />
        {budgetProblem ? (
          <AssistantProblemMessage problem={budgetProblem} onRetry={chat.retry} />
        ) : state.error ? (
          <AssistantProblemMessage problem={state.error} onRetry={chat.retry} />
        ) : null}
      </div>
      <AssistantInput
        typing={state.typing}
        disabled={state.loadingHistory || budgetProblem !== null}
        inputRef={inputRef}
        onAsk={(question) => void chat.ask(question)}
        onStop={chat.stop}
      />
    </>
  );
};
