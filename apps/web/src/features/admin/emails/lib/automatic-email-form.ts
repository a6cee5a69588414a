// The automatic e-mail form's rules, the API's own (contracts): subject and body within the limits
// of a manual e-mail, only the e-mail's variables, the required ones in the body.
import {
  automaticEmailDataSchema,
  automaticEmailVariableIssues,
} from '@escola/contracts/automatic-email-payload';
import type { AutomaticEmailId } from '@escola/domain/automatic-emails';

export type AutomaticEmailFormValues = { subject: string; body: string };
export type AutomaticEmailFormErrors = Partial<Record<keyof AutomaticEmailFormValues, string>>;

export const validateAutomaticEmailForm = ({
  id,
  values,
}: {
  id: AutomaticEmailId;
  values: AutomaticEmailFormValues;
}): AutomaticEmailFormErrors => {
  const parsed = automaticEmailDataSchema.safeParse(values);
  if (!parsed.success) {
    const errors: AutomaticEmailFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'subject' || field === 'body') && !errors[field])
        errors[field] = issue.message;
    }
    return errors;
  }
  return automaticEmailVariableIssues({ id, data: parsed.data });
};
