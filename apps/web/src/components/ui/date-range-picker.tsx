// A start–end date field in pt-BR (two dd/mm/aaaa inputs) with a range calendar popover, on React
// Aria Components. getCalendarDateRangeFilter (convert-calendar-dates.ts) turns the value into the
// yyyy-MM-dd pair the admin calls send, only when both dates are valid. Import only from lazy code.
import type { CalendarDate } from '@internationalized/date';
import {
  DateRangePicker as AriaDateRangePicker,
  I18nProvider,
  RangeCalendar,
} from 'react-aria-components';
import { LANGUAGE } from '../../lib/i18n';
import { CalendarDays, CalendarHeader } from './calendar-parts';
import {
  DateFieldParts,
  DateSegments,
  readAriaDateFieldProps,
  type DateFieldProps,
} from './date-field-parts';
import { pickDefinedProps } from './pick-defined-props';
import './claim-react-aria-pressable-style';

export type DateRange = { start: CalendarDate; end: CalendarDate };

export type DateRangePickerProps = DateFieldProps<DateRange> & {
  /** Submitted with a form as yyyy-MM-dd. */
  startName?: string;
  endName?: string;
};

export const DateRangePicker = ({
  label,
  description,
  startName,
  endName,
  ...field
}: DateRangePickerProps) => (
  <I18nProvider locale={LANGUAGE}>
    <AriaDateRangePicker<CalendarDate>
      {...readAriaDateFieldProps(field)}
      {...pickDefinedProps({ startName, endName })}
    >
      <DateFieldParts
        label={label}
        description={description}
        errorText={field.errorText}
        inputs={
          <>
            <DateSegments slot="start" />
            <span aria-hidden="true" className="ui-date-picker__dash">
              –
            </span>
            <DateSegments slot="end" />
          </>
        }
        calendar={
          <RangeCalendar className="ui-calendar">
            <CalendarHeader />
            <CalendarDays />
          </RangeCalendar>
        }
      />
    </AriaDateRangePicker>
  </I18nProvider>
);
