// The 'trilha' → 'módulo' swap (docs/product/curriculum-and-access.md) on sanitised HTML: only the
// text between tags changes, never a tag or an attribute (links such as
// …/projetos-de-certificacao-trilha-2 stay). Each text run goes through the domain's one
// phrase-level rule ("nesta trilha" → "neste módulo").
import type { AccessLevel } from '@escola/domain/users';
import { getDisplayedTrackText } from '@escola/domain/visibility';

export const swapTrackInHtml = ({ html, access }: { html: string; access: AccessLevel }): string =>
  html.replace(
    /(^|>)([^<]+)/g,
    (_match, start: string, text: string) => `${start}${getDisplayedTrackText({ text, access })}`,
  );
