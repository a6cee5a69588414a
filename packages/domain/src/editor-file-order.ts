// Editor file order (docs/product/workspace.md): main script entry, HTML, stylesheet, plain script.
//
// Reading: the main script entry is the file named `index` with a JSX or TSX extension (the entry
// of a React project, fileKey `indexjsx`); stylesheets are css, scss and sass files; plain scripts
// are the other js, jsx, ts and tsx files (other React components come with them). Files of any
// other extension go last. Files of the same rank keep their order.

type EditorFile = { name: string; ext: string };

const MAIN_ENTRY_NAME = 'index';
const MAIN_ENTRY_EXTENSIONS = ['jsx', 'tsx'];
const HTML_EXTENSIONS = ['html'];
const STYLESHEET_EXTENSIONS = ['css', 'scss', 'sass'];
const SCRIPT_EXTENSIONS = ['js', 'jsx', 'ts', 'tsx'];

const EXTENSION_RANKS = [HTML_EXTENSIONS, STYLESHEET_EXTENSIONS, SCRIPT_EXTENSIONS];
const OTHER_RANK = EXTENSION_RANKS.length + 1;

/** 0 for the main script entry, 1 HTML, 2 stylesheet, 3 plain script, 4 anything else. */
export const getEditorFileRank = ({ name, ext }: EditorFile): number => {
  const extension = ext.toLowerCase();
  if (name === MAIN_ENTRY_NAME && MAIN_ENTRY_EXTENSIONS.includes(extension)) return 0;
  const rank = EXTENSION_RANKS.findIndex((extensions) => extensions.includes(extension));
  return rank === -1 ? OTHER_RANK : rank + 1;
};

/** A new array in editor order (the given one is not changed). */
export const sortEditorFiles = <File extends EditorFile>(files: readonly File[]): File[] =>
  [...files].sort((left, right) => getEditorFileRank(left) - getEditorFileRank(right));
