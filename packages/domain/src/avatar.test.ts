import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR_PICTURE, isValidAvatarPicture, showsDefaultAvatar } from './avatar';

describe('showsDefaultAvatar', () => {
  it.each([
    {
      spec: '4 foto válida que carregou',
      picture: 'https://fotos.exemplo.com.br/ana.png',
      failed: false,
      shows: false,
    },
    {
      spec: '4 foto que não carregou',
      picture: 'https://fotos.exemplo.com.br/ana.png',
      failed: true,
      shows: true,
    },
    { spec: '4 URL inválida', picture: 'https://fotos exemplo.png', failed: false, shows: true },
    {
      spec: '5 foto sem protocolo',
      picture: 'fotos.exemplo.com.br/ana.png',
      failed: false,
      shows: true,
    },
    { spec: '4 foto vazia', picture: '', failed: false, shows: true },
    {
      spec: '4 host de exemplo (example.com)',
      picture: 'https://example.com/a.png',
      failed: false,
      shows: true,
    },
    {
      spec: '4 host de exemplo (www.example.org)',
      picture: 'http://www.example.org/a.png',
      failed: false,
      shows: true,
    },
    {
      spec: '4 host identicon',
      picture: 'https://identicon.org/?t=ana',
      failed: false,
      shows: true,
    },
    {
      spec: '4 host que só contém a palavra example',
      picture: 'https://myexample.com/a.png',
      failed: false,
      shows: false,
    },
    {
      spec: '4 igual à constante padrão',
      picture: DEFAULT_AVATAR_PICTURE,
      failed: false,
      shows: true,
    },
  ])('$spec', ({ picture, failed, shows }) => {
    expect(showsDefaultAvatar({ picture, failedToLoad: failed })).toBe(shows);
  });
});

describe('isValidAvatarPicture', () => {
  it.each([
    { spec: '5 foto com protocolo', picture: 'https://fotos.exemplo.com.br/ana.png', valid: true },
    { spec: '5 foto sem protocolo', picture: 'fotos.exemplo.com.br/ana.png', valid: false },
  ])('$spec', ({ picture, valid }) => {
    expect(isValidAvatarPicture(picture)).toBe(valid);
  });
});

describe('DEFAULT_AVATAR_PICTURE', () => {
  it('4 a constante padrão é o avatar da própria aplicação web', () => {
    expect(DEFAULT_AVATAR_PICTURE).toBe('/images/default-avatar.svg');
  });
});
