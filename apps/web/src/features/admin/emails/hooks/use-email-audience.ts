// The audience part of every campaign e-mail form (manual and recurring, issue 20): the class
// groups to choose from, and how many learners the chosen audience reaches today (only a complete
// audience is counted).
import { useQuery } from '@tanstack/react-query';
import { useClassGroups } from '../../class-groups/hooks/use-class-groups';
import type { ClassGroupChoices } from '../../messages/components/audience-fields';
import {
  audienceError,
  audienceValue,
  type AudienceFormValues,
} from '../../messages/lib/message-form';
import { recipientCountQuery } from '../api/manual-emails-api';
import type { RecipientCountState } from '../components/email-content-fields';

export const useEmailAudience = (
  values: AudienceFormValues,
): {
  classGroups: ClassGroupChoices;
  classGroupIds: string[];
  recipientCount: RecipientCountState;
} => {
  const classGroupsQuery = useClassGroups();
  const options = (classGroupsQuery.data ?? []).map((group) => ({
    value: group.id,
    label: group.name,
  }));
  const classGroupIds = options.map((option) => option.value);
  const audienceComplete = audienceError(values, classGroupIds) === undefined;
  const countQuery = useQuery({
    ...recipientCountQuery({ kind: values.audienceKind, value: audienceValue(values) }),
    enabled: audienceComplete,
  });
  const recipientCount: RecipientCountState = !audienceComplete
    ? { status: 'idle' }
    : countQuery.isError
      ? { status: 'error' }
      : countQuery.data === undefined
        ? { status: 'loading' }
        : { status: 'counted', count: countQuery.data };
  return {
    classGroups: {
      options,
      isLoading: classGroupsQuery.isPending,
      isError: classGroupsQuery.isError,
    },
    classGroupIds,
    recipientCount,
  };
};
