// The one place the app renders HTML: the sanitised HTML the curriculum build writes into page data
// (introductions, descriptions, instructions) and the e-mail preview, cut down by toPreviewHtml
// (features/admin/emails/lib/preview-html.ts). Never pass it anything else.
import type { ElementType } from 'react';

export const RenderedHtml = ({
  html,
  className,
  as: Element = 'div',
}: {
  /** Sanitised HTML: from the curriculum build (page data) or toPreviewHtml. */
  html: string;
  className?: string;
  as?: ElementType;
}) => <Element className={className} dangerouslySetInnerHTML={{ __html: html }} />;
