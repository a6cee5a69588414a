// Test fixtures: challenges written the freeCodeCamp way (our own text), for the format's tests.

const FENCE = '```';

/** A JavaScript challenge written the freeCodeCamp way (our own text). */
export const FCC_JS = `---
id: 65a1b2c3d4e5f60718293a4b
title: Dobre um número
challengeType: 1
forumTopicId: 301234
dashedName: dobre-um-numero
---

# --description--

Uma função pode devolver um valor calculado.

# --instructions--

Complete a função \`dobro\`.

# --hints--

\`dobro(4)\` deve devolver \`8\`.

${FENCE}js
assert.strictEqual(dobro(4), 8);
${FENCE}

Você deve usar \`return\`.

${FENCE}js
assert.match(__helpers.removeJSComments(code), /return/);
${FENCE}

# --seed--

## --before-user-code--

${FENCE}js
const chamadas = [];
${FENCE}

## --seed-contents--

${FENCE}js
// Complete a função abaixo.
--fcc-editable-region--
function dobro(numero) {}
--fcc-editable-region--
${FENCE}

## --after-user-code--

${FENCE}js
const dobroDeTres = dobro(3);
${FENCE}

# --solutions--

${FENCE}js
// Complete a função abaixo.
function dobro(numero) {
  return numero * 2;
}
${FENCE}

---

${FENCE}js
const dobro = (numero) => {
  return 2 * numero;
};
${FENCE}
`;

/** An HTML and CSS step: no instructions (fCC's steps have none), file ids, a CSS region. */
export const FCC_PAGE = `---
id: 65a1b2c3d4e5f60718293a4c
title: Pinte o título
challengeType: 0
dashedName: pinte-o-titulo
isHidden: false
videoUrl: ''
helpCategory: HTML-CSS
---

# --description--

Dê a cor \`teal\` ao \`h1\`.

# --hints--

O \`h1\` deve ter a cor \`teal\`.

${FENCE}js
assert.strictEqual(new __helpers.CSSHelp(document).getStyle('h1')?.color, 'teal');
${FENCE}

# --seed--

## --seed-contents--

::id{#pagina}

${FENCE}html
<link rel="stylesheet" href="styles.css" />
<h1>Olá</h1>
${FENCE}

${FENCE}css
body {
  margin: 0;
}
--fcc-editable-region--

--fcc-editable-region--
${FENCE}

# --solutions--

${FENCE}css
body {
  margin: 0;
}
h1 {
  color: teal;
}
${FENCE}
`;
