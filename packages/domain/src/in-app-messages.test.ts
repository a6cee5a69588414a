import { describe, expect, it } from 'vitest';
import { isMessageForRecipient } from './in-app-messages';
import { formatUnreadBadge } from './unread-badge';

const recipient = { group: 'nacional-pr', access: 'nacional', classGroupId: 'AB-1' } as const;

describe('isMessageForRecipient', () => {
  it.each([
    [{ kind: 'all', value: '' }, true],
    [{ kind: 'group', value: 'nacional-pr' }, true],
    [{ kind: 'group', value: 'nacional-ce' }, false],
    [{ kind: 'access', value: 'nacional' }, true],
    [{ kind: 'access', value: 'complete' }, false],
    [{ kind: 'class-group', value: 'ab-1' }, true],
    [{ kind: 'class-group', value: 'ab-2' }, false],
  ] as const)('%j reaches the learner: %s', (audience, expected) => {
    expect(isMessageForRecipient({ audience, recipient })).toBe(expected);
  });

  it('reaches nobody by an empty group or a class group when the learner has none', () => {
    const loose = { group: '', access: 'limited', classGroupId: null } as const;
    expect(
      isMessageForRecipient({ audience: { kind: 'group', value: '' }, recipient: loose }),
    ).toBe(false);
    expect(
      isMessageForRecipient({ audience: { kind: 'class-group', value: 'ab-1' }, recipient: loose }),
    ).toBe(false);
  });
});

describe('formatUnreadBadge', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(99)).toBe('99');
    expect(formatUnreadBadge(100)).toBe('99+');
  });
});
