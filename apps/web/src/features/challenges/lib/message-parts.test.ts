import { describe, expect, it } from 'vitest';
import { splitMessage } from './message-parts';

describe('splitMessage', () => {
  it('keeps a message without code as one text', () => {
    expect(splitMessage('A variável idade não foi criada.')).toEqual([
      { kind: 'text', text: 'A variável idade não foi criada.' },
    ]);
  });

  it('takes out the code between backticks', () => {
    expect(splitMessage('`idade` não está definido. Use `let` ou `const`.')).toEqual([
      { kind: 'code', text: 'idade' },
      { kind: 'text', text: ' não está definido. Use ' },
      { kind: 'code', text: 'let' },
      { kind: 'text', text: ' ou ' },
      { kind: 'code', text: 'const' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads code holding a backtick between double backticks', () => {
    expect(splitMessage('Esperado `` `oi` `` aqui')).toEqual([
      { kind: 'text', text: 'Esperado ' },
      { kind: 'code', text: '`oi`' },
      { kind: 'text', text: ' aqui' },
    ]);
  });

  it('leaves a lone backtick as text', () => {
    expect(splitMessage('um ` solto')).toEqual([{ kind: 'text', text: 'um ` solto' }]);
  });
});
