// A date field in pt-BR (dd/mm/aaaa segments) with a calendar popover, on React Aria Components.
// Values are CalendarDate; formatCalendarDate (convert-calendar-dates.ts) gives the yyyy-MM-dd the
// admin calls send. Import it only from lazy code.
import type { CalendarDate } from '@internationalized/date';
import { CalendarDays as CalendarIcon } from 'lucide-react';
import {
  Button,
  Calendar,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Group,
  I18nProvider,
  Label,
} from 'react-aria-components';
import { LANGUAGE } from '../../lib/i18n';
import { CalendarDays, CalendarHeader, CalendarPopover } from './calendar-parts';
import { FieldHelp } from './field-help';
import { pickDefinedProps } from './pick-defined-props';
import './field.css';
import './date-picker.css';

export type DatePickerProps = {
  label: string;
  /** The picked date (controlled); null when none or while the typed date is incomplete. */
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  onChange?: (value: CalendarDate | null) => void;
  /** Marks the field invalid and shows the text under it. */
  errorText?: string;
  description?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  /** Submitted with a form as yyyy-MM-dd. */
  name?: string;
  className?: string;
};

export const DatePicker = ({
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
  name,
  className,
}: DatePickerProps) => (
  <I18nProvider locale={LANGUAGE}>
    <AriaDatePicker<CalendarDate>
      className={['ui-date-picker', className].filter(Boolean).join(' ')}
      {...pickDefinedProps({ value, defaultValue, minValue, maxValue, name })}
      onChange={(next) => onChange?.(next)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorText)}
      granularity="day"
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-field__box ui-date-picker__box">
        <DateInput className="ui-date-picker__input">
          {(segment) => <DateSegment segment={segment} className="ui-date-picker__segment" />}
        </DateInput>
        <Button className="ui-field__button">
          <CalendarIcon aria-hidden="true" size={18} />
        </Button>
      </Group>
      <FieldHelp description={description} errorText={errorText} />
      <CalendarPopover>
        <Calendar className="ui-calendar">
          <CalendarHeader />
          <CalendarDays />
        </Calendar>
      </CalendarPopover>
    </AriaDatePicker>
  </I18nProvider>
);
