// A short text shown on hover and keyboard focus of its trigger, on React Aria Components. The
// trigger must already have its own accessible name: a tooltip adds, never replaces it. Import it
// only from lazy code: React Aria must stay out of the first-load JS.
import type { DOMAttributes, ReactElement } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import './claim-react-aria-pressable-style';
import './tooltip.css';

export type TooltipProps = {
  /** The tooltip text. */
  content: string;
  /** One focusable element (a button or a link) that accepts a ref. */
  children: ReactElement<DOMAttributes<HTMLElement>, string>;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds of hover before it shows (keyboard focus shows it at once). */
  delay?: number;
};

export const Tooltip = ({ content, children, placement = 'top', delay = 600 }: TooltipProps) => (
  <TooltipTrigger delay={delay}>
    <Focusable>{children}</Focusable>
    <AriaTooltip className="ui-tooltip" placement={placement} offset={5}>
      {content}
    </AriaTooltip>
  </TooltipTrigger>
);
