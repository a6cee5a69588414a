import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeVirtualFileExtension,
  createVirtualFile,
  setVirtualFileContents,
} from './virtual-file';

describe('createVirtualFile', () => {
  it('3 criado a partir de nome e extensão', () => {
    expect(createVirtualFile({ name: 'index', ext: 'html', contents: '<p>Olá</p>' })).toEqual({
      name: 'index',
      ext: 'html',
      contents: '<p>Olá</p>',
      history: ['index.html'],
      path: 'index.html',
      fileKey: 'indexhtml',
      error: null,
    });
  });

  it('3 guarda head, tail, source, arquivos importados e um histórico já existente', () => {
    const file = createVirtualFile({
      name: 'script',
      ext: 'js',
      contents: 'x',
      history: ['script.ts'],
      head: '// início',
      tail: '// fim',
      source: 'x',
      importedFiles: ['utils.js'],
    });
    expect(file).toMatchObject({
      history: ['script.ts'],
      head: '// início',
      tail: '// fim',
      source: 'x',
      importedFiles: ['utils.js'],
    });
  });

  it('3 não compartilha o histórico recebido', () => {
    const history = ['a.js'];
    const file = createVirtualFile({ name: 'a', ext: 'js', contents: '', history });
    history.push('b.js');
    expect(file.history).toEqual(['a.js']);
  });

  it.each([
    {
      spec: "5 'name must be a string'",
      input: { name: 1, ext: 'js', contents: '' },
      message: 'name must be a string',
    },
    {
      spec: "5 'name must be a string' (ausente)",
      input: { name: undefined, ext: 'js', contents: '' },
      message: 'name must be a string',
    },
    {
      spec: "5 'ext must be a string'",
      input: { name: 'a', ext: null, contents: '' },
      message: 'ext must be a string',
    },
    {
      spec: "5 'contents must be a string'",
      input: { name: 'a', ext: 'js', contents: ['x'] },
      message: 'contents must be a string',
    },
    {
      spec: '5 o nome é verificado primeiro',
      input: { name: 0, ext: 0, contents: 0 },
      message: 'name must be a string',
    },
    {
      spec: '5 a extensão antes do conteúdo',
      input: { name: 'a', ext: 0, contents: 0 },
      message: 'ext must be a string',
    },
  ])('$spec', ({ input, message }) => {
    expect(() => createVirtualFile(input)).toThrow(new TypeError(message));
  });

  it('3 caminho = nome.extensão, chave = nomeextensão, histórico = [caminho]', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, ext, contents) => {
        const file = createVirtualFile({ name, ext, contents });
        expect(file.path).toBe(`${name}.${ext}`);
        expect(file.fileKey).toBe(`${name}${ext}`);
        expect(file.history).toEqual([file.path]);
        expect(file.error).toBeNull();
      }),
    );
  });
});

describe('changeVirtualFileExtension', () => {
  const createFile = () =>
    createVirtualFile({ name: 'index', ext: 'jsx', contents: 'const a = 1;' });

  it('3 trocar a extensão dá um novo caminho e estende o histórico', () => {
    const file = createFile();
    expect(changeVirtualFileExtension({ file, ext: 'js' })).toEqual({
      ...file,
      ext: 'js',
      path: 'index.js',
      fileKey: 'indexjs',
      history: ['index.jsx', 'index.js'],
    });
    expect(file.history).toEqual(['index.jsx']);
  });

  it("5 'ext must be a string'", () => {
    const file = createFile();
    expect(() => changeVirtualFileExtension({ file, ext: 3 })).toThrow(
      new TypeError('ext must be a string'),
    );
  });

  it('3 cada troca acrescenta exatamente o novo caminho ao histórico', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 6 }), (name, extensions) => {
        const created = createVirtualFile({ name, ext: 'js', contents: '' });
        const changed = extensions.reduce(
          (current, ext) => changeVirtualFileExtension({ file: current, ext }),
          created,
        );
        expect(changed.history).toEqual([
          `${name}.js`,
          ...extensions.map((ext) => `${name}.${ext}`),
        ]);
        expect(changed.path).toBe(changed.history.at(-1));
        expect(changed.name).toBe(name);
        expect(changed.contents).toBe('');
      }),
    );
  });
});

describe('setVirtualFileContents', () => {
  const createFile = () => createVirtualFile({ name: 'styles', ext: 'css', contents: '' });

  it('3 troca o conteúdo sem mexer no caminho', () => {
    const file = createFile();
    expect(setVirtualFileContents({ file, contents: 'p { color: red; }' })).toEqual({
      ...file,
      contents: 'p { color: red; }',
    });
  });

  it("5 'contents must be a string'", () => {
    const file = createFile();
    expect(() => setVirtualFileContents({ file, contents: null })).toThrow(
      new TypeError('contents must be a string'),
    );
  });
});
