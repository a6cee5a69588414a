// The national form's values and their check before the call: empty required fields first (the
// spec's name-is-required and address-is-required texts where they apply), the e-mail, then the
// same domain rules the API applies (parseQuizUserRecord), so both say the same thing.
import {
  parseQuizUserRecord,
  quizUserRecordSchema,
  type QuizUserRecordBody,
  type QuizUserRecordField,
} from '@escola/contracts/quiz-user-record';
import { ADDRESS_IS_REQUIRED_MESSAGE, NAME_IS_REQUIRED_MESSAGE } from '@escola/domain/messages';

export type NationalFormValues = QuizUserRecordBody;
export type NationalFormErrors = Partial<Record<QuizUserRecordField, string>>;

export const EMPTY_NATIONAL_FORM: NationalFormValues = {
  name: '',
  cpf: '',
  birthDate: '',
  sex: '',
  homeCountry: 'Brasil',
  homeState: '',
  homeCity: '',
  email: '',
  educationLevel: '',
  race: '',
  nationality: '',
  country: 'Brasil',
  state: '',
  city: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  cep: '',
  phone: '',
  cel: '',
  occupationalSituation: '',
  acceptedPrivacyTerms: false,
  receiveEmails: true,
};

/** The fields in the order of the form: the first with an error gets the focus. */
export const NATIONAL_FORM_FIELD_ORDER: readonly QuizUserRecordField[] = [
  'name',
  'cpf',
  'birthDate',
  'sex',
  'race',
  'nationality',
  'educationLevel',
  'occupationalSituation',
  'homeCountry',
  'homeState',
  'homeCity',
  'email',
  'cel',
  'phone',
  'cep',
  'state',
  'city',
  'street',
  'number',
  'complement',
  'neighborhood',
  'acceptedPrivacyTerms',
  'receiveEmails',
];

const ADDRESS_FIELDS: readonly QuizUserRecordField[] = [
  'cep',
  'state',
  'city',
  'street',
  'number',
  'neighborhood',
];
const OTHER_REQUIRED_FIELDS: readonly QuizUserRecordField[] = [
  'cpf',
  'birthDate',
  'sex',
  'race',
  'nationality',
  'educationLevel',
  'occupationalSituation',
  'email',
  'cel',
];

export const trimValues = (values: NationalFormValues): NationalFormValues => {
  const parsed = quizUserRecordSchema.safeParse(values);
  return parsed.success ? parsed.data : values;
};

export const validateNationalForm = ({
  values,
  now,
  messages,
}: {
  values: NationalFormValues;
  now: Date;
  messages: { required: string; email: string };
}): NationalFormErrors => {
  const trimmed = trimValues(values);
  const errors: NationalFormErrors = {};
  const isEmpty = (field: QuizUserRecordField) => String(trimmed[field]).trim() === '';
  if (isEmpty('name')) errors.name = NAME_IS_REQUIRED_MESSAGE;
  for (const field of OTHER_REQUIRED_FIELDS) if (isEmpty(field)) errors[field] = messages.required;
  for (const field of ADDRESS_FIELDS)
    if (isEmpty(field)) errors[field] = ADDRESS_IS_REQUIRED_MESSAGE;
  if (!errors.email && !quizUserRecordSchema.shape.email.safeParse(trimmed.email).success) {
    errors.email = messages.email;
  }
  if (Object.keys(errors).length > 0) return errors;
  const parsed = parseQuizUserRecord({ record: trimmed, now });
  return 'problem' in parsed ? { [parsed.problem.field]: parsed.problem.message } : {};
};

export const firstFieldWithError = (errors: NationalFormErrors): QuizUserRecordField | undefined =>
  NATIONAL_FORM_FIELD_ORDER.find((field) => errors[field] !== undefined);
