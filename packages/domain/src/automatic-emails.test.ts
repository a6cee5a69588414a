import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_EMAILS,
  AUTOMATIC_EMAIL_IDS,
  AUTOMATIC_EMAIL_VARIABLE_DESCRIPTIONS,
  isAutomaticEmailId,
  recipientNameOf,
} from './automatic-emails';

describe('automatic e-mails', () => {
  it('tells the platform’s e-mail ids from anything else', () => {
    expect(isAutomaticEmailId('password-recovery')).toBe(true);
    expect(isAutomaticEmailId('recuperacao')).toBe(false);
    expect(isAutomaticEmailId('constructor')).toBe(false);
  });

  it('defines every e-mail once, its required variables among the ones it may use', () => {
    expect(Object.keys(AUTOMATIC_EMAILS).sort()).toEqual([...AUTOMATIC_EMAIL_IDS].sort());
    for (const definition of Object.values(AUTOMATIC_EMAILS)) {
      expect(definition.name).not.toBe('');
      expect(definition.variables).toContain('nome');
      for (const required of definition.requiredVariables) {
        expect(definition.variables).toContain(required);
      }
      for (const variable of definition.variables) {
        expect(AUTOMATIC_EMAIL_VARIABLE_DESCRIPTIONS[variable]).toBeTruthy();
      }
    }
  });

  it('makes the e-mails with a link to follow useless without it', () => {
    for (const id of ['verification', 'password-recovery', 'account-deletion-requested'] as const) {
      expect(AUTOMATIC_EMAILS[id].requiredVariables).toContain('link');
    }
  });

  it('greets by name, else by username, never with an empty name', () => {
    expect(recipientNameOf({ name: ' Ana Souza ', username: 'ana' })).toBe('Ana Souza');
    expect(recipientNameOf({ name: '   ', username: 'ana' })).toBe('ana');
  });
});
