// The runner writes code inside its Portuguese messages between backticks, as Markdown does
// (`idade`; `` a`b `` when the code holds a backtick). The page shows those parts as code.
export type MessagePart = { kind: 'text' | 'code'; text: string };

const INLINE_CODE = /`` (.+?) ``|`([^`]+)`/g;

export const splitMessage = (message: string): MessagePart[] => {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(INLINE_CODE)) {
    if (match.index > last) parts.push({ kind: 'text', text: message.slice(last, match.index) });
    parts.push({ kind: 'code', text: match[1] ?? match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
};
