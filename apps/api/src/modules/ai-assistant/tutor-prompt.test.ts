import { describe, expect, it } from 'vitest';
import {
  TUTOR_CODE_MAX_CHARS,
  TUTOR_HISTORY_MAX_TURNS,
  buildTutorMessages,
  tutorSystemPrompt,
  type TutorTurn,
} from './tutor-prompt';

const context = {
  challengeTitle: 'Somar dois números',
  description: 'Crie a função somar(a, b) que devolve a soma.',
  code: 'function somar(a, b) {\n  return a - b;\n}',
  failingTests: ['somar(2, 3) deve devolver 5'],
};

describe('the tutor prompt', () => {
  it('makes the model a Portuguese tutor of the challenge’s subject that does not hand over solutions', () => {
    const prompt = tutorSystemPrompt('react');
    expect(prompt).toContain('React');
    expect(prompt).toContain('português do Brasil');
    expect(prompt).toContain('nunca a solução completa do desafio');
    expect(tutorSystemPrompt('logica-de-programacao')).toContain('lógica de programação');
  });

  it('sends the challenge, the learner’s code and the failing tests, then the question', () => {
    const messages = buildTutorMessages({
      category: 'logica-de-programacao',
      context,
      history: [],
      input: 'Por que não passa?',
    });
    expect(messages.map((message) => message.role)).toEqual(['system', 'system', 'user']);
    const contextMessage = messages[1]?.content ?? '';
    expect(contextMessage).toContain('Desafio: Somar dois números');
    expect(contextMessage).toContain('return a - b;');
    expect(contextMessage).toContain('- somar(2, 3) deve devolver 5');
    expect(messages[2]).toEqual({ role: 'user', content: 'Por que não passa?' });
  });

  it('says when no test is failing', () => {
    const [, contextMessage] = buildTutorMessages({
      category: 'react',
      context: { ...context, failingTests: [] },
      history: [],
      input: 'Está certo?',
    });
    expect(contextMessage?.content).toContain('Nenhum teste falhando');
  });

  it('caps long code keeping its end, and long descriptions keeping their start', () => {
    const code = `${'// antigo\n'.repeat(2_000)}return resultadoFinal;`;
    const description = `Começo do enunciado. ${'x'.repeat(10_000)}`;
    const [, contextMessage] = buildTutorMessages({
      category: 'html-css-js',
      context: { ...context, code, description },
      history: [],
      input: '?',
    });
    const text = contextMessage?.content ?? '';
    expect(text).toContain('return resultadoFinal;');
    expect(text).toContain('[… início do código cortado]');
    expect(text).toContain('Começo do enunciado.');
    expect(text).toContain('[… texto cortado]');
    expect(text.length).toBeLessThan(TUTOR_CODE_MAX_CHARS + 3_500);
  });

  it('sends back only the latest turns, as user and assistant messages', () => {
    const history: TutorTurn[] = Array.from({ length: 20 }, (_, index) => ({
      role: index % 2 === 0 ? 'human' : 'ai',
      content: `turno ${index}`,
    }));
    const messages = buildTutorMessages({ category: 'react', context, history, input: 'e agora?' });
    const turns = messages.slice(2, -1);
    expect(turns).toHaveLength(TUTOR_HISTORY_MAX_TURNS);
    expect(turns[0]).toEqual({ role: 'user', content: 'turno 8' });
    expect(turns.at(-1)).toEqual({ role: 'assistant', content: 'turno 19' });
  });
});
