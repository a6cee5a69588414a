import { describe, expect, it } from 'vitest';
import {
  CERTIFICATIONS,
  CERTIFICATION_BY_SLUG,
  CERT_FLAGS,
  CERT_SLUGS,
  PROJECT_EXEMPT_CERT_SLUGS,
  getAvailableCertificationProjectsByTitle,
  getCertificateClaimEligibility,
  getCertificationProjectLink,
  type CertSlug,
} from './certifications';

describe('CERTIFICATIONS', () => {
  it.each<[string, CertSlug, string, boolean, number]>([
    [
      '3 Fundamentos: indisponível, uma avaliação',
      'fundamentos-da-programacao-front-end',
      'Fundamentos da Programação Front-End',
      false,
      1,
    ],
    ['3 Lógica: disponível, 2 projetos', 'logica-de-programacao', 'Lógica de Programação', true, 2],
    ['3 HTML: disponível, 2 projetos', 'html-css-javascript', 'HTML, CSS e Javascript', true, 2],
    ['3 React: disponível, 2 projetos', 'react', 'React', true, 2],
  ])('%s', (_case, certSlug, title, available, projectCount) => {
    const entry = CERTIFICATION_BY_SLUG[certSlug];
    expect(entry).toMatchObject({ certSlug, title, available, flag: CERT_FLAGS[certSlug] });
    expect(entry.projects).toHaveLength(projectCount);
    expect(entry.projects.every((project) => project.certSlug === certSlug)).toBe(true);
  });

  it('lists the four certifications in slug order with distinct ids', () => {
    expect(CERTIFICATIONS.map((entry) => entry.certSlug)).toEqual(CERT_SLUGS);
    const ids = CERTIFICATIONS.flatMap((entry) => [entry.id, ...entry.projects.map((p) => p.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('2 links the assessment and the projects as the spec writes them', () => {
    expect(
      CERTIFICATIONS.flatMap((entry) => entry.projects.map((project) => project.link)),
    ).toEqual([
      '/learn/fundamentos-da-programacao-front-end/avaliacao-estudante/o-quanto-voce-aprendeu',
      '/learn/logica-de-programacao/projetos-de-certificacao/pontuacao-de-atletas',
      '/learn/logica-de-programacao/projetos-de-certificacao/dados-de-atletas',
      '/learn/html-css-javascript/projetos-de-certificacao-trilha-2/agencia-de-viagens',
      '/learn/html-css-javascript/projetos-de-certificacao-trilha-2/pagina-de-postagem',
      '/learn/react/projetos-de-certificacao-trilha-3/contador-de-cliques',
      '/learn/react/projetos-de-certificacao-trilha-3/aplicativo-de-tarefas',
    ]);
  });
});

describe('certification project titles', () => {
  it('3 names each project as the spec describes it, in Portuguese', () => {
    expect(
      CERTIFICATIONS.map((entry) => [entry.id, entry.projects.map((project) => project.title)]),
    ).toEqual([
      ['certificacao-fundamentos-da-programacao-front-end', ['O quanto você aprendeu?']],
      ['certificacao-logica-de-programacao', ['Pontuação de atletas', 'Dados de atletas']],
      ['certificacao-html-css-javascript', ['Agência de viagens', 'Página de postagem']],
      [
        'certificacao-react',
        ['Contador de cliques', 'Aplicativo de tarefas com rotas, estado, efeito e contexto'],
      ],
    ]);
  });
});

describe('getCertificationProjectLink', () => {
  it.each<[CertSlug, string]>([
    ['logica-de-programacao', '/learn/logica-de-programacao/projetos-de-certificacao/x'],
    ['html-css-javascript', '/learn/html-css-javascript/projetos-de-certificacao-trilha-2/x'],
    ['react', '/learn/react/projetos-de-certificacao-trilha-3/x'],
    [
      'fundamentos-da-programacao-front-end',
      '/learn/fundamentos-da-programacao-front-end/avaliacao-estudante/x',
    ],
  ])('2 link de projeto de %s', (certSlug, link) => {
    expect(getCertificationProjectLink({ certSlug, projectSlug: 'x' })).toBe(link);
  });
});

describe('getAvailableCertificationProjectsByTitle', () => {
  it('3 only available certifications feed the title → projects map', () => {
    const map = getAvailableCertificationProjectsByTitle();
    expect(Object.keys(map)).toEqual(['Lógica de Programação', 'HTML, CSS e Javascript', 'React']);
    expect(map['React']).toBe(CERTIFICATION_BY_SLUG.react.projects);
  });
});

describe('getCertificateClaimEligibility', () => {
  const logic = CERTIFICATION_BY_SLUG['logica-de-programacao'].projects.map((p) => p.id);
  const [scores = '', data = ''] = logic;

  it.each<[string, CertSlug, string[], boolean, string[]]>([
    ['5 todos os projetos concluídos', 'logica-de-programacao', [scores, data, 'x'], true, []],
    ['5 falta um projeto', 'logica-de-programacao', [scores], false, [data]],
    ['5 nenhum projeto', 'logica-de-programacao', [], false, [scores, data]],
    [
      '5 certificado indisponível também exige a avaliação',
      'fundamentos-da-programacao-front-end',
      [],
      false,
      ['projeto-o-quanto-voce-aprendeu'],
    ],
    [
      '5 avaliação concluída',
      'fundamentos-da-programacao-front-end',
      ['projeto-o-quanto-voce-aprendeu'],
      true,
      [],
    ],
  ])('%s', (_case, certSlug, completedChallengeIds, eligible, missing) => {
    const result = getCertificateClaimEligibility({ certSlug, completedChallengeIds });
    expect(result.eligible).toBe(eligible);
    if (!result.eligible) {
      expect(result.reason).toBe('incomplete-steps');
      expect(result.missingProjectIds).toEqual(missing);
    }
  });

  it('5 exceção full-stack: none of the four is exempt; an exempt slug needs no project', () => {
    expect(PROJECT_EXEMPT_CERT_SLUGS).toEqual([]);
    expect(
      getCertificateClaimEligibility({
        certSlug: 'react',
        completedChallengeIds: [],
        exemptCertSlugs: ['react'],
      }),
    ).toEqual({ eligible: true });
  });
});
