import { describe, expect, it } from 'vitest';
import {
  ADDRESS_IS_REQUIRED_MESSAGE,
  INVALID_CPF_MESSAGE,
  INVALID_FORM_FIELD_MESSAGE,
  INVALID_PHONE_MESSAGE,
  NAME_IS_REQUIRED_MESSAGE,
} from '@escola/domain/messages';
import {
  EMPTY_NATIONAL_FORM,
  firstFieldWithError,
  validateNationalForm,
  type NationalFormValues,
} from './national-form-values';

const messages = { required: 'Preencha este campo.', email: 'Informe um e-mail válido.' };
const now = new Date('2026-11-26T12:00:00Z');

const valid: NationalFormValues = {
  ...EMPTY_NATIONAL_FORM,
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  birthDate: '2000-05-17',
  sex: 'feminino',
  race: 'parda',
  nationality: 'brasileira',
  educationLevel: 'medio-completo',
  occupationalSituation: 'estudante',
  email: 'maria@exemplo.com',
  cel: '(85) 98765-4321',
  cep: '60010-000',
  state: 'CE',
  city: 'Fortaleza',
  street: 'Rua das Flores',
  number: '100',
  neighborhood: 'Centro',
  acceptedPrivacyTerms: true,
};

const check = (overrides: Partial<NationalFormValues>) =>
  validateNationalForm({ values: { ...valid, ...overrides }, now, messages });

describe('validateNationalForm', () => {
  it('accepts a complete, valid form', () => {
    expect(check({})).toEqual({});
  });

  it('names every empty required field at once, with the spec texts for name and address', () => {
    const errors = validateNationalForm({ values: EMPTY_NATIONAL_FORM, now, messages });
    expect(errors.name).toBe(NAME_IS_REQUIRED_MESSAGE);
    expect(errors.street).toBe(ADDRESS_IS_REQUIRED_MESSAGE);
    expect(errors.cep).toBe(ADDRESS_IS_REQUIRED_MESSAGE);
    expect(errors.cpf).toBe(messages.required);
    expect(errors.email).toBe(messages.required);
    expect(errors.complement).toBeUndefined();
    expect(firstFieldWithError(errors)).toBe('name');
  });

  it('treats spaces as empty', () => {
    expect(check({ name: '   ' })).toEqual({ name: NAME_IS_REQUIRED_MESSAGE });
  });

  it.each([
    [{ email: 'maria@' }, 'email', messages.email],
    [{ cpf: '529.982.247-24' }, 'cpf', INVALID_CPF_MESSAGE],
    [{ birthDate: '2030-01-01' }, 'birthDate', INVALID_FORM_FIELD_MESSAGE],
    [{ cel: '(85) 1234' }, 'cel', INVALID_PHONE_MESSAGE],
    [{ phone: '12' }, 'phone', INVALID_PHONE_MESSAGE],
    [{ cep: '01310-100' }, 'cep', INVALID_FORM_FIELD_MESSAGE],
    [{ acceptedPrivacyTerms: false }, 'acceptedPrivacyTerms', INVALID_FORM_FIELD_MESSAGE],
  ])('refuses %o on %s', (overrides, field, message) => {
    expect(check(overrides)).toEqual({ [field]: message });
  });
});
