// The class-group form's values, its checks (the API's rules, with the spec's two content
// messages word for word) and the body it sends.
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import {
  CLASS_GROUP_FIELD_MESSAGES,
  CLASS_GROUP_MAX_MONTHS,
  CLASS_GROUP_MIN_MONTHS,
  CLASS_GROUP_NAME_MAX_LENGTH,
  type PostClassGroupsNewClassGroupBody,
} from '@escola/contracts/post-class-groups-new-class-group';
import type { ClassGroupValidityType } from '@escola/domain/class-group-validity';
import { CLASS_GROUP_CONTENT_REQUIRED_MESSAGES } from '@escola/domain/messages';
import type { SuperBlock } from '@escola/domain/super-blocks';

export type ClassGroupFormMode = 'create' | 'edit';

export type ClassGroupFormValues = {
  name: string;
  curriculumAvailable: SuperBlock[];
  validityType: ClassGroupValidityType;
  /** yyyy-MM-dd, or null while not (fully) picked. */
  startDate: string | null;
  endDate: string | null;
  /** As typed in the months field. */
  durationInMonths: string;
};

export type ClassGroupFormErrors = Partial<
  Record<'name' | 'curriculumAvailable' | 'dateRange' | 'durationInMonths', string>
>;

export const EMPTY_CLASS_GROUP_FORM: ClassGroupFormValues = {
  name: '',
  curriculumAvailable: [],
  validityType: 'dateRange',
  startDate: null,
  endDate: null,
  durationInMonths: '',
};

export const toClassGroupFormValues = (group: ClassGroupSummary): ClassGroupFormValues => ({
  name: group.name,
  curriculumAvailable: [...group.curriculumAvailable],
  validityType: group.validityType,
  startDate: group.validityDateRange?.[0] ?? null,
  endDate: group.validityDateRange?.[1] ?? null,
  durationInMonths: group.durationInMonths === null ? '' : String(group.durationInMonths),
});

const readMonths = (typed: string): number | null => {
  const months = Number(typed.trim());
  return typed.trim() !== '' &&
    Number.isInteger(months) &&
    months >= CLASS_GROUP_MIN_MONTHS &&
    months <= CLASS_GROUP_MAX_MONTHS
    ? months
    : null;
};

/** The form's errors by field; empty when it may be sent. */
export const validateClassGroupForm = ({
  values,
  mode,
}: {
  values: ClassGroupFormValues;
  mode: ClassGroupFormMode;
}): ClassGroupFormErrors => {
  const errors: ClassGroupFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = CLASS_GROUP_FIELD_MESSAGES.nameRequired;
  else if (name.length > CLASS_GROUP_NAME_MAX_LENGTH) {
    errors.name = CLASS_GROUP_FIELD_MESSAGES.nameTooLong;
  }
  if (values.curriculumAvailable.length === 0) {
    errors.curriculumAvailable = CLASS_GROUP_CONTENT_REQUIRED_MESSAGES[mode];
  }
  if (values.validityType === 'dateRange') {
    if (!values.startDate || !values.endDate) {
      errors.dateRange = CLASS_GROUP_FIELD_MESSAGES.dateRangeRequired;
    } else if (values.startDate > values.endDate) {
      errors.dateRange = CLASS_GROUP_FIELD_MESSAGES.dateRangeOrder;
    }
  } else if (readMonths(values.durationInMonths) === null) {
    errors.durationInMonths = CLASS_GROUP_FIELD_MESSAGES.monthsRequired;
  }
  return errors;
};

/** The body of POST new-class-group (PUT edit-class-group adds the id); call after validating. */
export const toClassGroupBody = (
  values: ClassGroupFormValues,
): PostClassGroupsNewClassGroupBody => {
  const isRange = values.validityType === 'dateRange';
  return {
    name: values.name.trim(),
    curriculumAvailable: values.curriculumAvailable,
    validityType: values.validityType,
    validityDateRange:
      isRange && values.startDate && values.endDate ? [values.startDate, values.endDate] : null,
    durationInMonths: isRange ? null : readMonths(values.durationInMonths),
  };
};
