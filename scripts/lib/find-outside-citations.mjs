// Citations of documents that live outside the repository: a clone cannot follow them (issue 34).
// The product's rules are in docs/product/, the architecture and conventions in
// docs/architecture.md; decisions in docs/decisions/. The patterns are built from parts so that
// this file does not cite what it forbids.

const SHARED = ['..', 'shared'].join('/');
const SPEC_FILE = ['product', 'spec'].join('-');
const ARCHITECTURE_FILE = ['BLUE', 'PRINT'].join('');
const ARCHITECTURE_NAME = ['Blue', 'print'].join('');

/** @type {{ pattern: RegExp; reason: string }[]} */
const FORBIDDEN = [
  {
    pattern: new RegExp(`${SHARED.replace(/\./g, '\\.')}/`),
    reason: 'caminho fora do repositório',
  },
  { pattern: /(^|[\s`'"(])\/work\//, reason: 'caminho absoluto desta máquina' },
  { pattern: new RegExp(`${SPEC_FILE}(\\.md)?`), reason: 'especificação fora do repositório' },
  {
    pattern: new RegExp(
      `${ARCHITECTURE_FILE}|${ARCHITECTURE_NAME}|${ARCHITECTURE_NAME.toLowerCase()} (section|convention)`,
    ),
    reason: 'documento de arquitetura fora do repositório: cite docs/architecture.md',
  },
  {
    pattern: /\bspec(ification)?('s)? sections? \d/i,
    reason: 'seção numerada da especificação: cite a página de docs/product/',
  },
];

/**
 * @param {string} text a file's content
 * @returns {{ line: number; text: string; reason: string }[]} one entry per offending line
 */
export function findOutsideCitations(text) {
  /** @type {{ line: number; text: string; reason: string }[]} */
  const found = [];
  text.split('\n').forEach((content, index) => {
    const hit = FORBIDDEN.find(({ pattern }) => pattern.test(content));
    if (hit) found.push({ line: index + 1, text: content.trim(), reason: hit.reason });
  });
  return found;
}
