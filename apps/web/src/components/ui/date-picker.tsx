// A date field in pt-BR (dd/mm/aaaa segments) with a calendar popover, on React Aria Components.
// Values are CalendarDate; formatCalendarDate (convert-calendar-dates.ts) gives the yyyy-MM-dd the
// admin calls send. Import it only from lazy code.
import type { CalendarDate } from '@internationalized/date';
import { Calendar, DatePicker as AriaDatePicker, I18nProvider } from 'react-aria-components';
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

export type DatePickerProps = DateFieldProps<CalendarDate> & {
  /** Submitted with a form as yyyy-MM-dd. */
  name?: string;
};

export const DatePicker = ({ label, description, name, ...field }: DatePickerProps) => (
  <I18nProvider locale={LANGUAGE}>
    <AriaDatePicker<CalendarDate>
      {...readAriaDateFieldProps(field)}
      {...pickDefinedProps({ name })}
    >
      <DateFieldParts
        label={label}
        description={description}
        errorText={field.errorText}
        inputs={<DateSegments />}
        calendar={
          <Calendar className="ui-calendar">
            <CalendarHeader />
            <CalendarDays />
          </Calendar>
        }
      />
    </AriaDatePicker>
  </I18nProvider>
);
