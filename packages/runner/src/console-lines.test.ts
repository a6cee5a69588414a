import { describe, expect, it } from 'vitest';
import {
  CONSOLE_TRUNCATED_LINE,
  MAX_CONSOLE_LINES,
  createConsoleCollector,
  formatConsoleLine,
} from './console-lines';

describe('formatConsoleLine', () => {
  it('writes values the way a learner expects to read them', () => {
    expect(formatConsoleLine(['Olá,', 'Ana'])).toBe('Olá, Ana');
    expect(formatConsoleLine([42, true, null, undefined])).toBe('42 true null undefined');
    expect(formatConsoleLine([[1, 'dois', [3]]])).toBe('[1, "dois", [3]]');
    expect(formatConsoleLine([{ cidade: 'Recife', cep: '50000-000' }])).toBe(
      '{ cidade: "Recife", cep: "50000-000" }',
    );
    expect(formatConsoleLine([{}])).toBe('{}');
    expect(formatConsoleLine([function soma() {}])).toBe('[função soma]');
    expect(formatConsoleLine([new TypeError('x não é função')])).toBe('TypeError: x não é função');
    expect(formatConsoleLine([10n])).toBe('10n');
    expect(formatConsoleLine([{ a: { b: { c: { d: 1 } } } }])).toBe('{ a: { b: { c: {…} } } }');
  });
});

describe('createConsoleCollector', () => {
  it('keeps lines up to the cap, then one truncation line and nothing more', () => {
    const collector = createConsoleCollector();
    for (let index = 0; index < MAX_CONSOLE_LINES + 50; index += 1) collector.add(`linha ${index}`);
    expect(collector.lines).toHaveLength(MAX_CONSOLE_LINES + 1);
    expect(collector.lines.at(-1)).toBe(CONSOLE_TRUNCATED_LINE);
    expect(collector.add('depois')).toBe(false);
  });

  it('caps the characters too', () => {
    const collector = createConsoleCollector();
    collector.add('x'.repeat(15_000));
    collector.add('y'.repeat(6_000));
    expect(collector.lines).toEqual(['x'.repeat(15_000), CONSOLE_TRUNCATED_LINE]);
  });
});
