// The question box: Enter sends, Shift+Enter starts a new line; at most 2,000 characters, with a
// counter once the question nears the limit. While an answer streams, "Parar" replaces "Enviar".
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Send, Square } from 'lucide-react';
import { CHAT_ASSISTANT_INPUT_MAX } from '@escola/contracts/chat-assistant-paths';
import { Button } from '../../../components/ui/button';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.9;

export const AssistantInput = ({
  typing,
  disabled,
  inputRef,
  onAsk,
  onStop,
}: {
  typing: boolean;
  /** Nothing may be asked now (the budget is spent, the history is loading). */
  disabled: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onAsk: (question: string) => void;
  onStop: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const id = useId();
  const [question, setQuestion] = useState('');
  const canSend = !typing && !disabled && question.trim() !== '';

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onAsk(question.trim());
    setQuestion('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className="assistant-input" onSubmit={send}>
      <label htmlFor={`${id}-question`} className="visually-hidden">
        {t('assistant.question')}
      </label>
      <textarea
        id={`${id}-question`}
        ref={inputRef}
        className="assistant-input__field"
        rows={3}
        maxLength={CHAT_ASSISTANT_INPUT_MAX}
        value={question}
        disabled={disabled}
        placeholder={t('assistant.question')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="assistant-input__foot">
        <span id={`${id}-hint`} className="assistant-input__hint">
          {question.length >= CHAT_ASSISTANT_INPUT_MAX * COUNTER_FROM
            ? t('assistant.counter', { count: question.length, max: CHAT_ASSISTANT_INPUT_MAX })
            : t('assistant.inputHint')}
        </span>
        {typing ? (
          <Button variant="secondary" onClick={onStop}>
            <Square aria-hidden="true" size={16} />
            {t('assistant.stop')}
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend}>
            <Send aria-hidden="true" size={16} />
            {t('assistant.send')}
          </Button>
        )}
      </div>
    </form>
  );
};
