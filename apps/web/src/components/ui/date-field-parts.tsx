// What the date and the date-range pickers share (date-picker.tsx, date-range-picker.tsx): their
// props but for the value's type and the form names, what they pass React Aria's picker, and the
// field around the dd/mm/aaaa inputs (label, box with the calendar button, help, calendar popover).
import type { CalendarDate } from '@internationalized/date';
import { CalendarDays as CalendarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, DateInput, DateSegment, Group, Label } from 'react-aria-components';
import { CalendarPopover } from './calendar-parts';
import { FieldHelp } from './field-help';
import { pickDefinedProps } from './pick-defined-props';
import './claim-react-aria-pressable-style';
import './field.css';
import './date-picker.css';

export type DateFieldProps<Value> = {
  label: string;
  /** The picked value (controlled); null when none or while a typed date is incomplete. */
  value?: Value | null;
  defaultValue?: Value | null;
  onChange?: (value: Value | null) => void;
  /** Marks the field invalid and shows the text under it. */
  errorText?: string;
  description?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  className?: string;
};

/** The props both pickers give React Aria's DatePicker or DateRangePicker. */
export const readAriaDateFieldProps = <Value,>({
  value,
  defaultValue,
  onChange,
  errorText,
  isDisabled = false,
  isRequired = false,
  minValue,
  maxValue,
  className,
}: Omit<DateFieldProps<Value>, 'label' | 'description'>) => ({
  className: ['ui-date-picker', className].filter(Boolean).join(' '),
  ...pickDefinedProps({ value, defaultValue, minValue, maxValue }),
  onChange: (next: Value | null) => onChange?.(next),
  isDisabled,
  isRequired,
  isInvalid: Boolean(errorText),
  granularity: 'day' as const,
});

/** One date's dd/mm/aaaa segments (`slot` names the start or end date of a range). */
export const DateSegments = ({ slot }: { slot?: 'start' | 'end' }) => (
  <DateInput {...pickDefinedProps({ slot })} className="ui-date-picker__input">
    {(segment) => <DateSegment segment={segment} className="ui-date-picker__segment" />}
  </DateInput>
);

/** The field inside React Aria's picker: the inputs and the calendar are the picker's own. */
export const DateFieldParts = ({
  label,
  description,
  errorText,
  inputs,
  calendar,
}: {
  label: string;
  description?: string | undefined;
  errorText?: string | undefined;
  inputs: ReactNode;
  calendar: ReactNode;
}) => (
  <>
    <Label className="ui-field__label">{label}</Label>
    <Group className="ui-field__box ui-date-picker__box">
      {inputs}
      <Button className="ui-field__button">
        <CalendarIcon aria-hidden="true" size={18} />
      </Button>
    </Group>
    <FieldHelp description={description} errorText={errorText} />
    <CalendarPopover>{calendar}</CalendarPopover>
  </>
);
