import { describe, expect, it } from 'vitest';
import { createSessionUser } from '../test/session-user-fixture';
import { getFirstName, selectSessionUser } from './session-user';

describe('selectSessionUser', () => {
  it('returns null for the anonymous answer', () => {
    expect(selectSessionUser({ user: {}, result: '' })).toBeNull();
  });

  it('returns the user under result', () => {
    const user = createSessionUser({ username: 'bia' });
    expect(selectSessionUser({ user: { bia: user }, result: 'bia' })).toBe(user);
  });
});

describe('getFirstName', () => {
  it('takes the first word of the name, else the username', () => {
    expect(getFirstName({ name: '  Ana Maria Souza ', username: 'ana' })).toBe('Ana');
    expect(getFirstName({ name: '', username: 'ana-souza' })).toBe('ana-souza');
  });
});
