// The month heading with previous/next buttons and the day grid shared by the date pickers'
// calendars (Calendar and RangeCalendar of React Aria, which name the month and days in pt-BR).
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import './claim-react-aria-pressable-style';

export const CalendarHeader = () => (
  <header className="ui-calendar__header">
    <Button slot="previous" className="ui-field__button ui-calendar__nav">
      <ChevronLeft aria-hidden="true" size={18} />
    </Button>
    <Heading className="ui-calendar__heading" />
    <Button slot="next" className="ui-field__button ui-calendar__nav">
      <ChevronRight aria-hidden="true" size={18} />
    </Button>
  </header>
);

export const CalendarDays = () => (
  <CalendarGrid className="ui-calendar__grid">
    {(date) => <CalendarCell date={date} className="ui-calendar__cell" />}
  </CalendarGrid>
);

/** The date pickers' popover: a dialog holding the calendar (single date or range). */
export const CalendarPopover = ({ children }: { children: ReactNode }) => (
  <Popover className="ui-field__popover" offset={4}>
    <Dialog className="ui-calendar__dialog">{children}</Dialog>
  </Popover>
);
