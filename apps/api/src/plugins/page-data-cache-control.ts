// How page data is cached (decision 015). The build rewrites files in place (same URLs), and
// curriculum.json names the build (buildId):
// - curriculum.json, and any page data asked for without the current build's id, is revalidated on
//   every use (`no-cache` + the ETag @fastify/static sends: a 304 when nothing changed);
// - page data asked for as `…/page-data.json?v=<buildId>` of the build being served is immutable:
//   a new build has a new id, so the web app asks for new URLs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PAGE_DATA_REVALIDATE_CACHE_CONTROL = 'no-cache';
export const PAGE_DATA_IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_DATA_VERSION_PARAMETER = 'v';
const INDEX_FILE = 'curriculum.json';

/** The buildId of the index in the page-data folder, or null when there is none (read at start). */
export const readPageDataBuildId = (pageDataDirectory: string): string | null => {
  try {
    const index: unknown = JSON.parse(
      readFileSync(path.join(pageDataDirectory, INDEX_FILE), 'utf8'),
    );
    const buildId = (index as { buildId?: unknown } | null)?.buildId;
    return typeof buildId === 'string' && buildId !== '' ? buildId : null;
  } catch {
    return null;
  }
};

export const getPageDataCacheControl = ({
  url,
  buildId,
}: {
  /** The request URL, e.g. /page-data/learn/react/props/passe-dados/page-data.json?v=1a2b */
  url: string;
  buildId: string | null;
}): string => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname.endsWith(`/${INDEX_FILE}`) || buildId === null) {
    return PAGE_DATA_REVALIDATE_CACHE_CONTROL;
  }
  return searchParams.get(PAGE_DATA_VERSION_PARAMETER) === buildId
    ? PAGE_DATA_IMMUTABLE_CACHE_CONTROL
    : PAGE_DATA_REVALIDATE_CACHE_CONTROL;
};
