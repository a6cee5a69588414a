// The HTML documents of the web build the server answers navigations with: index.html (the app
// shell) and the public pages prerendered at build time (apps/web/vite-prerender.ts), each served
// only while the page data it was rendered from is the one being served (same buildId). Also the
// hashes of their inline styles, which the Content-Security-Policy allows by hash.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PRERENDERED_DIRECTORY = 'prerendered';
const PAGES_FILE = 'pages.json';

export type WebPages = {
  indexHtml: Buffer | undefined;
  /** Prerendered documents by path (`/learn`; no trailing slash but for `/`). */
  prerendered: Map<string, Buffer>;
};

type PagesFile = { buildId?: unknown; pages?: unknown };

const readPrerenderedPages = ({
  webDistDirectory,
  pageDataBuildId,
}: {
  webDistDirectory: string;
  pageDataBuildId: string | null;
}): Map<string, Buffer> => {
  const pages = new Map<string, Buffer>();
  const directory = path.join(webDistDirectory, PRERENDERED_DIRECTORY);
  const listFile = path.join(directory, PAGES_FILE);
  if (pageDataBuildId === null || !existsSync(listFile)) return pages;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as PagesFile;
  if (list.buildId !== pageDataBuildId || typeof list.pages !== 'object' || !list.pages) {
    return pages;
  }
  for (const [pagePath, fileName] of Object.entries(list.pages as Record<string, unknown>)) {
    if (typeof fileName !== 'string') continue;
    const file = path.join(directory, path.basename(fileName));
    if (existsSync(file)) pages.set(pagePath, readFileSync(file));
  }
  return pages;
};

export const readWebPages = ({
  webDistDirectory,
  pageDataBuildId,
}: {
  webDistDirectory: string;
  pageDataBuildId: string | null;
}): WebPages => {
  const indexFile = path.join(webDistDirectory, 'index.html');
  return {
    indexHtml: existsSync(indexFile) ? readFileSync(indexFile) : undefined,
    prerendered: readPrerenderedPages({ webDistDirectory, pageDataBuildId }),
  };
};

/** `/learn/` → `/learn`, as the prerendered pages are listed. */
export const normalizePagePath = (pagePath: string): string =>
  pagePath.length > 1 ? pagePath.replace(/\/+$/, '') || '/' : pagePath;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decodeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The CSP source that allows an inline style of exactly this text. */
export const hashInlineStyle = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP sources that allow the inline styles of these documents: each <style> element's hash,
 * and, when a prerendered page has style attributes, their hashes with 'unsafe-hashes' (CSP 3).
 */
export const findInlineStyleSources = (documents: (Buffer | undefined)[]): string[] => {
  const elements = new Set<string>();
  const attributes = new Set<string>();
  for (const document of documents) {
    if (!document) continue;
    const html = document.toString('utf8');
    for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g))
      elements.add(hashInlineStyle(match[1] ?? ''));
    for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
      attributes.add(hashInlineStyle(decodeAttribute(match[1] ?? '')));
    }
  }
  return [...elements, ...(attributes.size > 0 ? ["'unsafe-hashes'", ...attributes] : [])];
};

/** The inline style sources of the web build in this folder (read once, at start). */
export const readInlineStyleSources = ({
  webDistDirectory,
  pageDataBuildId,
}: {
  webDistDirectory: string;
  pageDataBuildId: string | null;
}): string[] => {
  const { indexHtml, prerendered } = readWebPages({ webDistDirectory, pageDataBuildId });
  return findInlineStyleSources([indexHtml, ...prerendered.values()]);
};
