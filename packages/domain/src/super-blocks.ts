// The four trilhas (superblocks) of the course, in their superOrder
// (docs/product/curriculum-and-access.md: the certificate slugs are the superblock slugs, and the
// certification project links live under /learn/<superblock>/).

export const SUPER_BLOCKS = [
  'fundamentos-da-programacao-front-end',
  'logica-de-programacao',
  'html-css-javascript',
  'react',
] as const;
export type SuperBlock = (typeof SUPER_BLOCKS)[number];

/** Track 0, "front-end fundamentals": the trilha of the first quiz variant and of Mundo Tech. */
export const FRONT_END_FUNDAMENTALS_SUPER_BLOCK: SuperBlock =
  'fundamentos-da-programacao-front-end';

/** The superOrder of a superblock (0–3), or −1 when the slug is not one of the four. */
export const getSuperOrder = (superBlock: string): number =>
  (SUPER_BLOCKS as readonly string[]).indexOf(superBlock);
