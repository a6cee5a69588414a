// The conversation: the learner's questions and the tutor's answers (Markdown), the answer being
// streamed growing in the last bubble, then the error with its retry. Screen readers hear when an
// answer is complete or stopped — not every piece of it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatTurn } from '@escola/contracts/chat-assistant';
import { Button } from '../../../components/ui/button';
import type { AssistantProblem } from './assistant-state';
import { MarkdownAnswer } from './markdown/markdown-answer';

const formatResetTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

export const AssistantProblemMessage = ({
  problem,
  onRetry,
}: {
  problem: AssistantProblem;
  onRetry: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const ref = useRef<HTMLDivElement>(null);
  // The conversation scrolls: the problem, written under it, comes into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'end' });
  }, [problem]);
  if (problem.kind === 'budget')
    return (
      <p className="assistant-panel__notice" role="alert" ref={ref}>
        {t('assistant.budget', { when: formatResetTime(problem.resetsAt) })}
      </p>
    );
  if (problem.kind !== 'failed') return null;
  return (
    <div className="assistant-panel__error" role="alert" ref={ref}>
      <p>{problem.detail}</p>
      {problem.question ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('assistant.retry')}
        </Button>
      ) : null}
    </div>
  );
};

export const AssistantConversation = ({
  history,
  typing,
  failed,
}: {
  history: ChatTurn[];
  typing: boolean;
  /** The last question failed (its error is shown below). */
  failed: boolean;
}) => {
  const { t } = useTranslation('challenges');
  const endRef = useRef<HTMLLIElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const wasTyping = useRef(typing);
  const lastAnswer = history.at(-1)?.content ?? '';

  useEffect(() => {
    // A failed answer is taken out of the history, and its alert speaks for it.
    if (wasTyping.current && !typing && !failed)
      setAnnouncement(
        lastAnswer === '' ? t('assistant.answerStopped') : t('assistant.answerReady'),
      );
    if (!wasTyping.current && typing) setAnnouncement('');
    wasTyping.current = typing;
  }, [typing, lastAnswer, failed, t]);

  // Follows the answer as it grows.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [history.length, lastAnswer]);

  return (
    <>
      <ol className="assistant-turns" aria-label={t('assistant.conversation')}>
        {history.map((turn, index) => {
          const streaming = typing && index === history.length - 1;
          return (
            <li
              key={index}
              ref={index === history.length - 1 ? endRef : undefined}
              className={`assistant-turn assistant-turn--${turn.type}`}
              aria-busy={streaming || undefined}
            >
              <span className="visually-hidden">
                {turn.type === 'human' ? t('assistant.you') : t('assistant.assistantSays')}
              </span>
              {turn.type === 'human' ? (
                <p className="assistant-turn__question">{turn.content}</p>
              ) : turn.content === '' && streaming ? (
                <p className="assistant-turn__thinking">{t('assistant.thinking')}</p>
              ) : (
                <MarkdownAnswer markdown={turn.content} />
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
};
