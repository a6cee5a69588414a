// A page's own <title> and link-preview tags (Open Graph, Twitter card), written into the HTML
// document the server answers a navigation with (web.ts). Every value is HTML-escaped: they hold
// what learners typed (their names). No inline style or script: the CSP is unchanged.
export type PageHead = {
  /** The document's <title>. */
  title: string;
  /** og:title. */
  openGraphTitle: string;
  /** og:description (and the document's description). */
  description: string;
  /** Absolute URL: og:url. */
  url: string;
};

/** Finds the head of a page by its path (`/certification/ana/react`), or null for the generic one. */
export type FindPageHead = (pagePath: string) => Promise<PageHead | null>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export const renderPageHead = (head: PageHead): string =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.openGraphTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.openGraphTitle),
    meta('name', 'twitter:description', head.description),
  ].join('\n    ');

const TITLE_ELEMENT = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION_ELEMENT = /<meta\s+name="description"[^>]*>/;

/**
 * The document with the page's head: its <title> replaced (or the tags added before </head>), and
 * its description meta, if any, saying the same as og:description.
 */
export const injectPageHead = (document: Buffer, head: PageHead): Buffer => {
  const html = document.toString('utf8');
  const tags = renderPageHead(head);
  let injected: string;
  if (TITLE_ELEMENT.test(html)) {
    injected = html.replace(TITLE_ELEMENT, () => tags);
  } else if (html.includes('</head>')) {
    injected = html.replace('</head>', () => `${tags}\n  </head>`);
  } else {
    return document;
  }
  injected = injected.replace(DESCRIPTION_ELEMENT, () =>
    meta('name', 'description', head.description),
  );
  return Buffer.from(injected, 'utf8');
};
