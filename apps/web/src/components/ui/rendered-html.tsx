// The one place the app renders HTML: the sanitised HTML the curriculum build writes into page data
// (introductions, descriptions, instructions). Never pass it anything else.
import type { ElementType } from 'react';

export const RenderedHtml = ({
  html,
  className,
  as: Element = 'div',
}: {
  /** Sanitised HTML from the curriculum build (page data). */
  html: string;
  className?: string;
  as?: ElementType;
}) => <Element className={className} dangerouslySetInnerHTML={{ __html: html }} />;
