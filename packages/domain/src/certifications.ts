// Certificate slugs and the per-user flags the spec names (docs/product/certificates.md).

export const CERT_SLUGS = [
  'fundamentos-da-programacao-front-end',
  'logica-de-programacao',
  'html-css-javascript',
  'react',
] as const;
export type CertSlug = (typeof CERT_SLUGS)[number];

/** The presenter's `is…Cert` flag for each slug; the database keeps certificates as rows. */
export const CERT_FLAGS = {
  'fundamentos-da-programacao-front-end': 'isFundamentosDaProgramacaoFrontEndCert',
  'logica-de-programacao': 'isLogicaDeProgramacaoCert',
  'html-css-javascript': 'isHtmlCssJavascriptCert',
  react: 'isReactCert',
} as const satisfies Record<CertSlug, string>;
export type CertFlag = (typeof CERT_FLAGS)[CertSlug];

export type CertificationProject = {
  /** The project challenge's id (stable: the curriculum gives the challenge this id). */
  id: string;
  title: string;
  link: string;
  certSlug: CertSlug;
};

export type Certification = {
  id: string;
  title: string;
  certSlug: CertSlug;
  flag: CertFlag;
  available: boolean;
  projects: readonly CertificationProject[];
};

/**
 * Where each certificate's projects live (docs/product/certificates.md, certification project
 * links).
 */
const PROJECT_LINK_PREFIXES = {
  'fundamentos-da-programacao-front-end':
    '/learn/fundamentos-da-programacao-front-end/avaliacao-estudante',
  'logica-de-programacao': '/learn/logica-de-programacao/projetos-de-certificacao',
  'html-css-javascript': '/learn/html-css-javascript/projetos-de-certificacao-trilha-2',
  react: '/learn/react/projetos-de-certificacao-trilha-3',
} as const satisfies Record<CertSlug, string>;

/** The certification project link of docs/product/certificates.md for a project slug. */
export const getCertificationProjectLink = ({
  certSlug,
  projectSlug,
}: {
  certSlug: CertSlug;
  projectSlug: string;
}): string => `${PROJECT_LINK_PREFIXES[certSlug]}/${projectSlug}`;

const project = ({
  certSlug,
  slug,
  title,
}: {
  certSlug: CertSlug;
  slug: string;
  title: string;
}): CertificationProject => ({
  id: `projeto-${slug}`,
  title,
  link: getCertificationProjectLink({ certSlug, projectSlug: slug }),
  certSlug,
});

const certification = ({
  certSlug,
  title,
  available,
  projects,
}: {
  certSlug: CertSlug;
  title: string;
  available: boolean;
  projects: { slug: string; title: string }[];
}): Certification => ({
  id: `certificacao-${certSlug}`,
  title,
  certSlug,
  flag: CERT_FLAGS[certSlug],
  available,
  projects: projects.map((entry) => project({ certSlug, ...entry })),
});

/** The four certifications of docs/product/certificates.md, by slug. */
export const CERTIFICATION_BY_SLUG: Readonly<Record<CertSlug, Certification>> = {
  'fundamentos-da-programacao-front-end': certification({
    certSlug: 'fundamentos-da-programacao-front-end',
    title: 'Fundamentos da Programação Front-End',
    available: false,
    projects: [{ slug: 'o-quanto-voce-aprendeu', title: 'O quanto você aprendeu?' }],
  }),
  'logica-de-programacao': certification({
    certSlug: 'logica-de-programacao',
    title: 'Lógica de Programação',
    available: true,
    projects: [
      { slug: 'pontuacao-de-atletas', title: 'Pontuação de atletas' },
      { slug: 'dados-de-atletas', title: 'Dados de atletas' },
    ],
  }),
  'html-css-javascript': certification({
    certSlug: 'html-css-javascript',
    title: 'HTML, CSS e Javascript',
    available: true,
    projects: [
      { slug: 'agencia-de-viagens', title: 'Agência de viagens' },
      { slug: 'pagina-de-postagem', title: 'Página de postagem' },
    ],
  }),
  react: certification({
    certSlug: 'react',
    title: 'React',
    available: true,
    projects: [
      { slug: 'contador-de-cliques', title: 'Contador de cliques' },
      {
        slug: 'aplicativo-de-tarefas',
        title: 'Aplicativo de tarefas com rotas, estado, efeito e contexto',
      },
    ],
  }),
};

/** The four certifications in superblock order. */
export const CERTIFICATIONS: readonly Certification[] = CERT_SLUGS.map(
  (certSlug) => CERTIFICATION_BY_SLUG[certSlug],
);

/**
 * Only available certifications feed the map of title to projects (docs/product/certificates.md).
 */
export const getAvailableCertificationProjectsByTitle = (): Record<
  string,
  readonly CertificationProject[]
> =>
  Object.fromEntries(
    CERTIFICATIONS.filter((entry) => entry.available).map((entry) => [entry.title, entry.projects]),
  );

/**
 * The spec exempts "the full-stack certificate" from the all-projects rule
 * (docs/product/certificates.md). None of the four certificates is a full-stack one (each covers
 * one trilha and has its own projects), so this list is empty: every certificate needs all of its
 * project challenges completed. A certificate added later that is earned by holding other
 * certificates belongs here.
 */
export const PROJECT_EXEMPT_CERT_SLUGS: readonly CertSlug[] = [];

export type CertificateClaimEligibility =
  { eligible: true } | { eligible: false; reason: 'incomplete-steps'; missingProjectIds: string[] };

/**
 * May the user claim this certificate? All its project challenges must be completed (except the
 * full-stack certificate, see PROJECT_EXEMPT_CERT_SLUGS). Availability only decides whether the
 * certificate shows in the certification area, not whether it can be claimed. The denial carries
 * the flash key of docs/product/certificates.md ('incomplete-steps') and the projects still to do.
 */
export const getCertificateClaimEligibility = ({
  certSlug,
  completedChallengeIds,
  exemptCertSlugs = PROJECT_EXEMPT_CERT_SLUGS,
}: {
  certSlug: CertSlug;
  completedChallengeIds: readonly string[];
  exemptCertSlugs?: readonly CertSlug[];
}): CertificateClaimEligibility => {
  if (exemptCertSlugs.includes(certSlug)) return { eligible: true };
  const completed = new Set(completedChallengeIds);
  const missingProjectIds = CERTIFICATION_BY_SLUG[certSlug].projects
    .map((entry) => entry.id)
    .filter((id) => !completed.has(id));
  if (missingProjectIds.length === 0) return { eligible: true };
  return { eligible: false, reason: 'incomplete-steps', missingProjectIds };
};
