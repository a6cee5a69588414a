// The URL paths of the curriculum pages and where their page data is written.

/** /learn/<superBlock>/<block>/<slug> */
export const getChallengePath = ({
  superBlock,
  block,
  slug,
}: {
  superBlock: string;
  block: string;
  slug: string;
}): string => `/learn/${superBlock}/${block}/${slug}`;

/** /learn/<superBlock>/ — the superblock introduction page. */
export const getSuperBlockPath = (superBlock: string): string => `/learn/${superBlock}/`;

/** /learn/<superBlock>/<block>/ — the block introduction page. */
export const getBlockIntroductionPath = ({
  superBlock,
  block,
}: {
  superBlock: string;
  block: string;
}): string => `/learn/${superBlock}/${block}/`;

/** `learn/…/page-data.json` under dist/page-data for a page path. */
export const getPageDataFile = (pagePath: string): string =>
  `${pagePath.replace(/^\//, '').replace(/\/$/, '')}/page-data.json`;
