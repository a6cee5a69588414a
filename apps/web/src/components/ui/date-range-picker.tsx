// A start–end date field in pt-BR (two dd/mm/aaaa inputs) with a range calendar popover, on React
// Aria Components. getCalendarDateRangeFilter (convert-calendar-dates.ts) turns the value into the
// yyyy-MM-dd pair the admin calls send, only when both dates are valid. Import only from lazy code.
import type { CalendarDate } from '@internationalized/date';
import { CalendarDays as CalendarIcon } from 'lucide-react';
import {
  Button,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Group,
  I18nProvider,
  Label,
  RangeCalendar,
} from 'react-aria-components';
import { LANGUAGE } from '../../lib/i18n';
import { CalendarDays, CalendarHeader, CalendarPopover } from './calendar-parts';
import { FieldHelp } from './field-help';
import { pickDefinedProps } from './pick-defined-props';
import './field.css';
import './date-picker.css';

export type DateRange = { start: CalendarDate; end: CalendarDate };

export type DateRangePickerProps = {
  label: string;
  /** The picked range (controlled); null when none or while a typed date is incomplete. */
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  /** Marks the field invalid and shows the text under it. */
  errorText?: string;
  description?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  /** Submitted with a form as yyyy-MM-dd. */
  startName?: string;
  endName?: string;
  className?: string;
};

export const DateRangePicker = ({
  label,
  value,
  defaultValue,
  onChange,
  errorText,
  description,
  isDisabled = false,
  isRequired = false,
  minValue,
  maxValue,
  startName,
  endName,
  className,
}: DateRangePickerProps) => (
  <I18nProvider locale={LANGUAGE}>
    <AriaDateRangePicker<CalendarDate>
      className={['ui-date-picker', className].filter(Boolean).join(' ')}
      {...pickDefinedProps({ value, defaultValue, minValue, maxValue, startName, endName })}
      onChange={(next) => onChange?.(next)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorText)}
      granularity="day"
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-field__box ui-date-picker__box">
        <DateInput slot="start" className="ui-date-picker__input">
          {(segment) => <DateSegment segment={segment} className="ui-date-picker__segment" />}
        </DateInput>
        <span aria-hidden="true" className="ui-date-picker__dash">
          –
        </span>
        <DateInput slot="end" className="ui-date-picker__input">
          {(segment) => <DateSegment segment={segment} className="ui-date-picker__segment" />}
        </DateInput>
        <Button className="ui-field__button">
          <CalendarIcon aria-hidden="true" size={18} />
        </Button>
      </Group>
      <FieldHelp description={description} errorText={errorText} />
      <CalendarPopover>
        <RangeCalendar className="ui-calendar">
          <CalendarHeader />
          <CalendarDays />
        </RangeCalendar>
      </CalendarPopover>
    </AriaDateRangePicker>
  </I18nProvider>
);
