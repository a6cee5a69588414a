// A runner message in Portuguese, its code parts (between backticks) shown as code.
import { splitMessage } from '../lib/message-parts';

export const MessageText = ({ message }: { message: string }) => (
  <>
    {splitMessage(message).map((part, index) =>
      // The parts of one message never move: their index is their identity.
      part.kind === 'code' ? <code key={index}>{part.text}</code> : part.text,
    )}
  </>
);
