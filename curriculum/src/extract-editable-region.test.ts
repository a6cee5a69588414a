import { describe, expect, it } from 'vitest';
import { extractEditableRegion } from './extract-editable-region';

describe('extractEditableRegion', () => {
  it('removes the marker lines and gives [first line, line after the last] of the region', () => {
    const contents = [
      '<body>',
      '  <!-- [editavel] -->',
      '  <h1>Olá</h1>',
      '  <p>Oi</p>',
      '  <!-- [/editavel] -->',
      '</body>',
    ].join('\n');
    expect(extractEditableRegion(contents)).toEqual({
      ok: true,
      contents: '<body>\n  <h1>Olá</h1>\n  <p>Oi</p>\n</body>',
      editableRegionBoundaries: [1, 3],
    });
  });

  it('accepts the markers in any comment style, and an empty region', () => {
    expect(extractEditableRegion('/* [editavel] */\n/* [/editavel] */\nh1 {}')).toEqual({
      ok: true,
      contents: 'h1 {}',
      editableRegionBoundaries: [0, 0],
    });
  });

  it('gives no boundaries to a file without markers', () => {
    expect(extractEditableRegion('let x = 1;')).toEqual({
      ok: true,
      contents: 'let x = 1;',
      editableRegionBoundaries: [],
    });
  });

  it('refuses an unopened, an unclosed or a second region', () => {
    expect(extractEditableRegion('a\n// [/editavel]')).toEqual({
      ok: false,
      lineIndex: 1,
      message: '[/editavel] sem um [editavel] antes',
    });
    expect(extractEditableRegion('// [/editavel]\n// [editavel]')).toEqual({
      ok: false,
      lineIndex: 1,
      message: '[editavel] sem um [/editavel] depois',
    });
    expect(
      extractEditableRegion('// [editavel]\n// [/editavel]\n// [editavel]\n// [/editavel]'),
    ).toEqual({ ok: false, lineIndex: 2, message: 'um arquivo só pode ter uma região editável' });
  });
});
