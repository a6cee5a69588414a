import { describe, expect, it } from 'vitest';
import { getLayoutForPath, getLogoTarget, isChallengePath, showsFooter } from './page-layout';

describe('getLayoutForPath', () => {
  it('uses the certification layout for paths containing /certification/', () => {
    expect(getLayoutForPath('/certification/ana/react')).toBe('certification');
  });

  it('uses the admin layout for /admin paths in any case', () => {
    expect(getLayoutForPath('/admin')).toBe('admin');
    expect(getLayoutForPath('/ADMIN/emails')).toBe('admin');
  });

  it('uses the default layout elsewhere', () => {
    expect(getLayoutForPath('/learn')).toBe('default');
    expect(getLayoutForPath('/certification')).toBe('default');
    expect(getLayoutForPath('/administrador')).toBe('default');
  });
});

describe('isChallengePath and showsFooter', () => {
  it('recognises /learn/:superBlock/:block/:challenge and hides the footer there', () => {
    const path = '/learn/react/projetos-de-certificacao-trilha-3/contador';
    expect(isChallengePath(path)).toBe(true);
    expect(isChallengePath(`${path}/`)).toBe(true);
    expect(showsFooter(path)).toBe(false);
  });

  it('keeps the footer on other pages', () => {
    for (const path of ['/learn', '/learn/react', '/learn/react/bloco', '/settings']) {
      expect(isChallengePath(path)).toBe(false);
      expect(showsFooter(path)).toBe(true);
    }
  });
});

describe('getLogoTarget', () => {
  it('links to /quiz on the quiz and the national form', () => {
    expect(getLogoTarget('/quiz')).toBe('/quiz');
    expect(getLogoTarget('/register/national-form/')).toBe('/quiz');
  });

  it('links to /learn elsewhere', () => {
    expect(getLogoTarget('/')).toBe('/learn');
    expect(getLogoTarget('/quiz/result')).toBe('/learn');
    expect(getLogoTarget('/learn')).toBe('/learn');
  });
});
