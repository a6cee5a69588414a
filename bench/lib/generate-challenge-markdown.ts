// The Markdown of one generated challenge, in the format of curriculum/README.md, with the sizes of
// real ones (a few paragraphs of description, seed files of 10–30 lines, 3–5 tests, questions).
// The Portuguese filler text is our own, varied by a seeded random source so runs are repeatable.

export type Random = () => number;

/** A small deterministic random source (mulberry32). */
export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <Item>(random: Random, items: readonly Item[]): Item =>
  items[Math.floor(random() * items.length)] as Item;
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

const SUBJECTS = [
  'a variável',
  'o laço',
  'a função',
  'o componente',
  'o elemento',
  'a lista',
  'o formulário',
  'o seletor',
  'o estado',
  'o evento',
];
const VERBS = [
  'guarda',
  'percorre',
  'devolve',
  'mostra',
  'organiza',
  'compara',
  'transforma',
  'valida',
  'atualiza',
  'agrupa',
];
const OBJECTS = [
  'os dados da turma',
  'as notas das atletas',
  'o carrinho de compras',
  'a lista de tarefas',
  'o cardápio do dia',
  'os horários do ônibus',
  'as cidades do roteiro',
  'o placar do jogo',
];
const CONNECTORS = [
  'Além disso,',
  'Na prática,',
  'Repare que',
  'Por isso,',
  'Em seguida,',
  'Assim,',
];

const sentence = (random: Random) =>
  `${pick(random, CONNECTORS)} ${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} e deixa o código mais fácil de ler.`;
const paragraph = (random: Random, sentences: number) =>
  Array.from({ length: sentences }, () => sentence(random)).join(' ');
const paragraphs = (random: Random, count: number) =>
  Array.from({ length: count }, () => paragraph(random, between(random, 2, 4))).join('\n\n');

const jsSeed = (random: Random) => {
  const data = Array.from(
    { length: between(random, 3, 8) },
    (_, index) => `  { nome: 'Pessoa ${index + 1}', nota: ${between(random, 0, 10)} },`,
  );
  return [
    '// Dados para experimentar.',
    'const turma = [',
    ...data,
    '];',
    '',
    '// [editavel]',
    'function calcularMedia(lista) {}',
    '// [/editavel]',
    '',
    'console.log(calcularMedia(turma));',
  ].join('\n');
};
const htmlSeed = (random: Random) => {
  const items = Array.from(
    { length: between(random, 3, 10) },
    (_, index) => `      <li>Item ${index + 1} da lista</li>`,
  );
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '  <head>',
    '    <title>Página de exemplo</title>',
    '    <link rel="stylesheet" href="styles.css" />',
    '  </head>',
    '  <body>',
    '    <!-- [editavel] -->',
    '    <h1>Título</h1>',
    '    <ul>',
    ...items,
    '    </ul>',
    '    <!-- [/editavel] -->',
    '  </body>',
    '</html>',
  ].join('\n');
};
const CSS_SEED = [
  'body {',
  '  font-family: sans-serif;',
  '  margin: 0 auto;',
  '  max-width: 40rem;',
  '}',
  '',
  'h1 {',
  '  color: #1b4d89;',
  '}',
].join('\n');

const tests = (random: Random) =>
  Array.from({ length: between(random, 3, 5) }, (_, index) =>
    [
      `O teste ${index + 1} confere que ${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)}.`,
      '',
      '```js',
      `assert.strictEqual(calcularMedia([{ nota: ${index} }]), ${index});`,
      `assert(typeof calcularMedia === 'function');`,
      '```',
    ].join('\n'),
  ).join('\n\n');

const question = (random: Random, answers: number) => {
  const right = between(random, 0, answers - 1);
  const lines = Array.from({ length: answers }, (_, index) => {
    const mark = index === right ? 'x' : ' ';
    const feedback = index === right ? '' : `\n\n  ${paragraph(random, 1)}\n`;
    return `- [${mark}] ${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)}.${feedback}`;
  });
  return [
    `## O que acontece quando ${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)}?`,
    '',
    ...lines,
  ].join('\n');
};

export type GeneratedChallenge = {
  id: string;
  title: string;
  slug: string;
  challengeType: number;
  challengeOrder: number;
};

const frontMatter = (challenge: GeneratedChallenge, extra: string[] = []) =>
  [
    '---',
    `id: ${challenge.id}`,
    `title: ${JSON.stringify(challenge.title)}`,
    `challengeType: ${challenge.challengeType}`,
    `challengeOrder: ${challenge.challengeOrder}`,
    `slug: ${challenge.slug}`,
    ...extra,
    '---',
    '',
  ].join('\n');

/** The file for a challenge of one of the generated kinds (types 0, 1, 6, 8, 11, 17, 18 and the projects 3/5). */
export const generateChallengeMarkdown = ({
  challenge,
  random,
}: {
  challenge: GeneratedChallenge;
  random: Random;
}): string => {
  const description = `# --descricao--\n\n${paragraphs(random, between(random, 2, 4))}\n`;
  const videoId = `video${String(between(random, 0, 99999)).padStart(5, '0')}`;
  switch (challenge.challengeType) {
    case 18:
    case 3:
      return `${frontMatter(challenge)}\n${description}\n## Para saber mais\n\n${paragraphs(random, 3)}\n\n- ${sentence(random)}\n- ${sentence(random)}\n`;
    case 17:
      return `${frontMatter(challenge, [`videoId: ${videoId}`])}\n${description}`;
    case 11:
      return `${frontMatter(challenge, [`videoId: ${videoId}`])}\n${description}\n# --perguntas--\n\n${question(random, 4)}\n`;
    case 8:
      return `${frontMatter(challenge)}\n${description}\n# --perguntas--\n\n${Array.from({ length: 5 }, () => question(random, 3)).join('\n\n')}\n`;
    default: {
      const isHtml = challenge.challengeType === 0 || challenge.challengeType === 6;
      const seed = isHtml
        ? `\`\`\`html arquivo=index.html\n${htmlSeed(random)}\n\`\`\`\n\n\`\`\`css arquivo=styles.css\n${CSS_SEED}\n\`\`\``
        : `\`\`\`js arquivo=script.js\n${jsSeed(random)}\n\`\`\``;
      const solution = isHtml
        ? `\`\`\`html arquivo=index.html\n<h1>Pronto</h1>\n\`\`\``
        : '```js arquivo=script.js\nfunction calcularMedia(lista) {\n  return lista.reduce((soma, item) => soma + item.nota, 0) / lista.length;\n}\n```';
      return [
        frontMatter(challenge),
        description,
        `# --instrucoes--\n\n${paragraph(random, 3)}\n`,
        `# --arquivos--\n\n${seed}\n`,
        `# --testes--\n\n${tests(random)}\n`,
        `# --solucao--\n\n${solution}\n`,
      ].join('\n');
    }
  }
};
