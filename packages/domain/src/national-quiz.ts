// The public quiz of the national programme (docs/product/national-programme.md, issue 17): eight
// questions about the person's experience with computers and programming, and how the answers place
// them. Variant 1 starts at Fundamentos da Programação Front-End (the placement test follows);
// variant 2 has some experience and its trail skips the first stage (national modal).

export type NationalQuizOption = { id: string; text: string; points: number };
export type NationalQuizQuestion = {
  id: string;
  text: string;
  options: readonly NationalQuizOption[];
};

/** The quiz, in order. Each option is worth 0, 1 or 2 points of experience. */
export const NATIONAL_QUIZ_QUESTIONS: readonly NationalQuizQuestion[] = [
  {
    id: 'uso-do-computador',
    text: 'Com que frequência você usa um computador (não só o celular)?',
    options: [
      { id: 'quase-nunca', text: 'Quase nunca ou nunca usei', points: 0 },
      { id: 'as-vezes', text: 'Algumas vezes por mês', points: 1 },
      { id: 'todo-dia', text: 'Quase todos os dias', points: 2 },
    ],
  },
  {
    id: 'arquivos-e-pastas',
    text: 'Você sabe criar pastas, salvar arquivos e encontrá-los depois no computador?',
    options: [
      { id: 'nao', text: 'Não, ainda tenho dificuldade', points: 0 },
      { id: 'com-ajuda', text: 'Sim, às vezes com ajuda', points: 1 },
      { id: 'sim', text: 'Sim, faço sozinho(a) sem problema', points: 2 },
    ],
  },
  {
    id: 'digitacao',
    text: 'Como você se sente digitando textos no teclado?',
    options: [
      { id: 'devagar', text: 'Digito devagar, procurando as letras', points: 0 },
      { id: 'razoavel', text: 'Digito bem, mas erro alguns símbolos', points: 1 },
      { id: 'rapido', text: 'Digito com rapidez, inclusive símbolos como { } e ;', points: 2 },
    ],
  },
  {
    id: 'contato-com-programacao',
    text: 'Você já teve algum contato com programação?',
    options: [
      { id: 'nunca', text: 'Nunca', points: 0 },
      { id: 'curiosidade', text: 'Já vi vídeos ou li a respeito', points: 1 },
      { id: 'ja-programei', text: 'Já escrevi programas, mesmo que simples', points: 2 },
    ],
  },
  {
    id: 'html-css',
    text: 'O que você sabe sobre HTML e CSS?',
    options: [
      { id: 'nao-conheco', text: 'Não sei o que são', points: 0 },
      { id: 'ouvi-falar', text: 'Sei que servem para criar páginas da internet', points: 1 },
      { id: 'ja-fiz', text: 'Já montei uma página com eles', points: 2 },
    ],
  },
  {
    id: 'logica',
    text: 'Você já resolveu problemas com variáveis, condições (se/senão) ou repetições?',
    options: [
      { id: 'nao', text: 'Não, esses termos são novos para mim', points: 0 },
      { id: 'em-aula', text: 'Já vi em alguma aula, mas não pratiquei', points: 1 },
      { id: 'sim', text: 'Sim, já pratiquei em alguma linguagem', points: 2 },
    ],
  },
  {
    id: 'cursos',
    text: 'Você já fez algum curso de tecnologia?',
    options: [
      { id: 'nenhum', text: 'Nenhum', points: 0 },
      { id: 'informatica', text: 'Informática básica ou pacote de escritório', points: 1 },
      { id: 'programacao', text: 'Um curso de programação ou desenvolvimento web', points: 2 },
    ],
  },
  {
    id: 'tempo-de-estudo',
    text: 'Quanto tempo por semana você pode dedicar aos estudos?',
    options: [
      { id: 'pouco', text: 'Menos de 3 horas', points: 0 },
      { id: 'medio', text: 'De 3 a 6 horas', points: 0 },
      { id: 'muito', text: 'Mais de 6 horas', points: 0 },
    ],
  },
];

/** From this many points of experience on, the person is placed in variant 2. */
export const NATIONAL_QUIZ_VARIANT_TWO_MINIMUM_POINTS = 9;

/** `registrationQuiz`: 1 (starts at the first stage) or 2 (skips it). */
export type NationalQuizVariant = 1 | 2;

/** Question id → option id. */
export type NationalQuizAnswers = Readonly<Record<string, string>>;

export type NationalQuizResult = {
  registrationQuiz: NationalQuizVariant;
  points: number;
  profile: string;
};

/** The short profile shown with the result of each variant. */
export const NATIONAL_QUIZ_PROFILES: Readonly<Record<NationalQuizVariant, string>> = {
  1: 'Você está começando agora, e tudo bem! Sua trilha começa em Fundamentos da Programação Front-End, com um teste de nivelamento logo no início para conhecermos você melhor.',
  2: 'Você já tem alguma experiência com computadores e programação. Sua trilha pula a primeira etapa e começa direto em Lógica de Programação.',
};

const findOption = (
  question: NationalQuizQuestion,
  answers: NationalQuizAnswers,
): NationalQuizOption | undefined => {
  const optionId = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
  return question.options.find((option) => option.id === optionId);
};

/** Every question answered with one of its options, and nothing else in the answers. */
export const areNationalQuizAnswersComplete = (answers: NationalQuizAnswers): boolean =>
  Object.keys(answers).length === NATIONAL_QUIZ_QUESTIONS.length &&
  NATIONAL_QUIZ_QUESTIONS.every((question) => findOption(question, answers) !== undefined);

/** The result of complete answers (see areNationalQuizAnswersComplete); null when incomplete. */
export const scoreNationalQuiz = (answers: NationalQuizAnswers): NationalQuizResult | null => {
  if (!areNationalQuizAnswersComplete(answers)) return null;
  const points = NATIONAL_QUIZ_QUESTIONS.reduce(
    (total, question) => total + (findOption(question, answers) as NationalQuizOption).points,
    0,
  );
  const registrationQuiz: NationalQuizVariant =
    points >= NATIONAL_QUIZ_VARIANT_TWO_MINIMUM_POINTS ? 2 : 1;
  return { registrationQuiz, points, profile: NATIONAL_QUIZ_PROFILES[registrationQuiz] };
};

/**
 * Variant 1 takes the placement test after creating the account
 * (docs/product/national-programme.md).
 */
export const needsPlacementTestAfterQuiz = (registrationQuiz: NationalQuizVariant): boolean =>
  registrationQuiz === 1;

/** The national group of a learner who lives in a state: `nacional-{uf}`, lower-case. */
export const nationalGroupOfState = (state: string): string =>
  `nacional-${state.trim().toLowerCase()}`;
