// The AI assistant's categories (spec section 7: chat-assistant/{product}/{category}; issue 21):
// one per subject the tutor is prompted for, mapped from the challenge's trilha. The spec maps
// three superblocks; the front-end fundamentals trilha (HTML, CSS and first JavaScript) is tutored
// as html-css-js.
import type { SuperBlock } from './super-blocks';

export const ASSISTANT_CATEGORIES = ['logica-de-programacao', 'html-css-js', 'react'] as const;
export type AssistantCategory = (typeof ASSISTANT_CATEGORIES)[number];

const CATEGORY_BY_SUPER_BLOCK: Record<SuperBlock, AssistantCategory> = {
  'fundamentos-da-programacao-front-end': 'html-css-js',
  'logica-de-programacao': 'logica-de-programacao',
  'html-css-javascript': 'html-css-js',
  react: 'react',
};

/** The category of a challenge's superblock, or undefined for a slug that is not a trilha. */
export const assistantCategoryOf = (superBlock: string): AssistantCategory | undefined =>
  Object.hasOwn(CATEGORY_BY_SUPER_BLOCK, superBlock)
    ? CATEGORY_BY_SUPER_BLOCK[superBlock as SuperBlock]
    : undefined;

export const isAssistantCategory = (value: string): value is AssistantCategory =>
  (ASSISTANT_CATEGORIES as readonly string[]).includes(value);
