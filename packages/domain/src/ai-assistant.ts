// The AI assistant's categories (docs/product/assistant.md: chat-assistant/{product}/{category};
// issue 21): one per subject the tutor is prompted for, mapped from the challenge's trilha. The
// spec maps three superblocks; the front-end fundamentals trilha (HTML, CSS and first JavaScript)
// is tutored as html-css-js.
import type { SuperBlock } from './super-blocks';
import { formatIsoCalendarDate, zonedWallTimeToDate } from './zoned-date';

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

/** The daily token budget counts per São Paulo calendar day (`yyyy-MM-dd`). */
export const assistantBudgetDay = (now: Date): string => formatIsoCalendarDate({ date: now });

/** When the budget of `now`'s day starts again: the next midnight in São Paulo. */
export const assistantBudgetResetsAt = (now: Date): Date => {
  const noonUtc = new Date(`${assistantBudgetDay(now)}T12:00:00Z`);
  const nextDay = formatIsoCalendarDate({
    date: new Date(noonUtc.getTime() + 24 * 60 * 60 * 1000),
    timeZone: 'UTC',
  });
  // A real wall time: São Paulo has had no daylight saving since 2019, and midnight always exists.
  return zonedWallTimeToDate({ wallTime: `${nextDay}T00:00` }) as Date;
};

/**
 * Tokens a text is reckoned at before the model counts them (the budget is reserved up front):
 * one per 4 characters, rounded up — the usual figure for Portuguese and code in BPE vocabularies.
 */
export const estimateAssistantTokens = (text: string): number => Math.ceil(text.length / 4);
