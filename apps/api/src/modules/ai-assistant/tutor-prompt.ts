// What the AI assistant is asked (issue 21): a Portuguese system prompt that makes the model a
// tutor for the challenge's subject — it explains, asks guiding questions and points at the
// failing test, and never hands over the full solution of a graded challenge — then the context
// the page sends (the challenge's description, the learner's code, capped, and the failing tests'
// messages), the conversation so far (the latest turns) and the learner's question.
import type { AssistantCategory } from '@escola/domain/ai-assistant';
import type { ChatMessage } from './model-client';

/** The learner's code is cut to this many characters (the end kept: it is usually what changed). */
export const TUTOR_CODE_MAX_CHARS = 6_000;
export const TUTOR_DESCRIPTION_MAX_CHARS = 3_000;
export const TUTOR_FAILING_TESTS_MAX = 10;
/** Earlier turns sent back to the model (human and ai, oldest dropped first). */
export const TUTOR_HISTORY_MAX_TURNS = 12;

const SUBJECTS: Record<AssistantCategory, string> = {
  'logica-de-programacao':
    'lógica de programação (algoritmos, variáveis, condições e laços, em JavaScript)',
  'html-css-js': 'HTML, CSS e JavaScript para a web',
  react: 'React (componentes, props, estado e hooks)',
};

export const tutorSystemPrompt = (category: AssistantCategory): string =>
  [
    `Você é o tutor da Escola de Código, uma escola on-line de programação, e ajuda estudantes de ${SUBJECTS[category]}.`,
    'Responda sempre em português do Brasil, com frases curtas e um tom gentil e encorajador.',
    'Seu papel é fazer a pessoa aprender, não resolver o desafio por ela:',
    '- explique o conceito envolvido e faça perguntas que levem a pessoa a encontrar o erro;',
    '- quando houver um teste falhando, diga qual é e o que ele verifica;',
    '- mostre no máximo trechos curtos de código que ilustrem a ideia, nunca a solução completa do desafio, mesmo que peçam;',
    '- se a pessoa pedir a resposta pronta, explique que o objetivo é aprender e ofereça o próximo passo.',
    'Use Markdown; código sempre em blocos com a linguagem indicada.',
    'Se a pergunta não tiver relação com programação ou com o desafio, diga com gentileza que só pode ajudar com os estudos.',
  ].join('\n');

export type TutorContext = {
  challengeTitle: string;
  description: string;
  code: string;
  failingTests: string[];
};

export type TutorTurn = { role: 'human' | 'ai'; content: string };

const capStart = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}\n[… texto cortado]`;
const capEnd = (text: string, max: number) =>
  text.length <= max ? text : `[… início do código cortado]\n${text.slice(-max)}`;

export const tutorContextMessage = (context: TutorContext): string => {
  const tests = context.failingTests.slice(0, TUTOR_FAILING_TESTS_MAX);
  return [
    `Desafio: ${context.challengeTitle}`,
    '',
    'Enunciado:',
    capStart(context.description, TUTOR_DESCRIPTION_MAX_CHARS),
    '',
    'Código atual da pessoa:',
    '```',
    capEnd(context.code, TUTOR_CODE_MAX_CHARS),
    '```',
    '',
    tests.length === 0
      ? 'Nenhum teste falhando no momento (ou os testes ainda não foram executados).'
      : ['Testes que ainda falham:', ...tests.map((test) => `- ${test}`)].join('\n'),
  ].join('\n');
};

/** The messages of one question: the tutor's instructions, the context, the latest turns, it. */
export const buildTutorMessages = ({
  category,
  context,
  history,
  input,
}: {
  category: AssistantCategory;
  context: TutorContext;
  history: TutorTurn[];
  input: string;
}): ChatMessage[] => [
  { role: 'system', content: tutorSystemPrompt(category) },
  { role: 'system', content: tutorContextMessage(context) },
  ...history.slice(-TUTOR_HISTORY_MAX_TURNS).map((turn): ChatMessage => ({
    role: turn.role === 'human' ? 'user' : 'assistant',
    content: turn.content,
  })),
  { role: 'user', content: input },
];
