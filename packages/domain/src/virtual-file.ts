// The virtual file record of docs/product/workspace.md: what the editor, the runner and the API
// pass around for each challenge file. It is built from a name plus an extension; changing the
// extension gives a new path and extends the history of paths the file went through (index.jsx →
// index.js, say).
import { VIRTUAL_FILE_ERRORS } from './messages';

export type VirtualFile = {
  name: string;
  ext: string;
  contents: string;
  /** Every path the file has had, oldest first (a new or re-extended file ends with `path`). */
  history: string[];
  /** `name.ext`. */
  path: string;
  /** `nameext`, as the server keys challenge files (indexhtml, stylescss…). */
  fileKey: string;
  /** The slot the runner fills when building or testing the file fails. */
  error: unknown;
  head?: string;
  tail?: string;
  source?: string;
  importedFiles?: string[];
};

/** What the record is created from: read from requests or storage, so the types are checked here. */
export type VirtualFileInput = {
  name: unknown;
  ext: unknown;
  contents: unknown;
  history?: readonly string[];
  head?: string;
  tail?: string;
  source?: string;
  importedFiles?: string[];
};

const toPath = ({ name, ext }: { name: string; ext: string }): string => `${name}.${ext}`;

const assertString: (value: unknown, message: string) => asserts value is string = (
  value,
  message,
) => {
  if (typeof value !== 'string') throw new TypeError(message);
};

/**
 * Creates the record; fails with 'name must be a string', 'ext must be a string' or 'contents must be
 * a string'. A given history is kept (a file restored from storage); a new file's history is its
 * path.
 */
export const createVirtualFile = ({
  name,
  ext,
  contents,
  history,
  ...optional
}: VirtualFileInput): VirtualFile => {
  assertString(name, VIRTUAL_FILE_ERRORS.name);
  assertString(ext, VIRTUAL_FILE_ERRORS.ext);
  assertString(contents, VIRTUAL_FILE_ERRORS.contents);
  const path = toPath({ name, ext });
  return {
    ...optional,
    name,
    ext,
    contents,
    history: history ? [...history] : [path],
    path,
    fileKey: `${name}${ext}`,
    error: null,
  };
};

/** The same file under another extension: a new path, appended to the history. */
export const changeVirtualFileExtension = ({
  file,
  ext,
}: {
  file: VirtualFile;
  ext: unknown;
}): VirtualFile => {
  assertString(ext, VIRTUAL_FILE_ERRORS.ext);
  const path = toPath({ name: file.name, ext });
  return { ...file, ext, path, fileKey: `${file.name}${ext}`, history: [...file.history, path] };
};

/** The same file with other contents (the path and history do not change). */
export const setVirtualFileContents = ({
  file,
  contents,
}: {
  file: VirtualFile;
  contents: unknown;
}): VirtualFile => {
  assertString(contents, VIRTUAL_FILE_ERRORS.contents);
  return { ...file, contents };
};
