// Contacts and external links of the platform (docs/product/README.md: support by e-mail and
// messaging app). Deployments override the links with VITE_* variables at build time; super
// overrides the support contact at run time on /admin/features (lib/features.ts reads it).
import { DEFAULT_SUPPORT_EMAIL } from '@escola/domain/constants';

/** The support address (the API sends user reports to the same one unless SUPPORT_EMAIL says otherwise). */
export const SUPPORT_EMAIL = DEFAULT_SUPPORT_EMAIL;

const env = import.meta.env;

/** Messaging-app (WhatsApp) number of the support team, digits only with country code. */
export const SUPPORT_MESSAGING_NUMBER: string =
  env.VITE_SUPPORT_MESSAGING_NUMBER ?? '5511999999999';

/** The messaging-app link to `number` (the build's number unless given), with a ready text. */
export const supportMessagingLink = (text?: string, number = SUPPORT_MESSAGING_NUMBER): string => {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
};

/** Community chat of the learners. */
export const COMMUNITY_CHAT_URL: string =
  env.VITE_COMMUNITY_CHAT_URL ?? 'https://discord.gg/escola-dev';

/** External course catalogue, searched for the product title (the unlock-content link). */
const COURSE_CATALOG_SEARCH_URL: string =
  env.VITE_COURSE_CATALOG_SEARCH_URL ?? 'https://loja.escola.dev/busca?q=';

export const courseCatalogLink = (productTitle: string): string =>
  `${COURSE_CATALOG_SEARCH_URL}${encodeURIComponent(productTitle)}`;

export const SOCIAL_LINKS = [
  { key: 'instagram', href: 'https://www.instagram.com/escola.dev' },
  { key: 'youtube', href: 'https://www.youtube.com/@escola.dev' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/escola-dev' },
  { key: 'github', href: 'https://github.com/escola-dev' },
] as const;
