import { describe, expect, it } from 'vitest';
import { CLASS_GROUP_FIELD_MESSAGES } from '@escola/contracts/post-class-groups-new-class-group';
import {
  EMPTY_CLASS_GROUP_FORM,
  toClassGroupBody,
  toClassGroupFormValues,
  validateClassGroupForm,
  type ClassGroupFormValues,
} from './class-group-form';

const filled = (overrides: Partial<ClassGroupFormValues> = {}): ClassGroupFormValues => ({
  name: ' Turma Curitiba ',
  curriculumAvailable: ['logica-de-programacao'],
  validityType: 'dateRange',
  startDate: '2026-03-02',
  endDate: '2026-12-18',
  durationInMonths: '',
  ...overrides,
});

describe('validateClassGroupForm', () => {
  it('accepts a complete form', () => {
    expect(validateClassGroupForm({ values: filled(), mode: 'create' })).toEqual({});
    expect(
      validateClassGroupForm({
        values: filled({ validityType: 'durationInMonths', durationInMonths: '36' }),
        mode: 'edit',
      }),
    ).toEqual({});
  });

  it('asks for content with the spec messages, word for word, for creating and for editing', () => {
    const values = filled({ curriculumAvailable: [] });
    expect(validateClassGroupForm({ values, mode: 'create' }).curriculumAvailable).toBe(
      'É preciso escolher pelo menos um item do conteúdo associado para cadastrar uma turma',
    );
    expect(validateClassGroupForm({ values, mode: 'edit' }).curriculumAvailable).toBe(
      'É preciso escolher pelo menos um item do conteúdo associado para editar uma turma',
    );
  });

  it('flags every missing field of an empty form', () => {
    expect(validateClassGroupForm({ values: EMPTY_CLASS_GROUP_FORM, mode: 'create' })).toEqual({
      name: CLASS_GROUP_FIELD_MESSAGES.nameRequired,
      curriculumAvailable:
        'É preciso escolher pelo menos um item do conteúdo associado para cadastrar uma turma',
      dateRange: CLASS_GROUP_FIELD_MESSAGES.dateRangeRequired,
    });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', CLASS_GROUP_FIELD_MESSAGES.nameRequired],
    [
      'a name over 120 characters',
      { name: 'a'.repeat(121) },
      'name',
      CLASS_GROUP_FIELD_MESSAGES.nameTooLong,
    ],
    [
      'an end before the start',
      { startDate: '2026-05-02', endDate: '2026-05-01' },
      'dateRange',
      CLASS_GROUP_FIELD_MESSAGES.dateRangeOrder,
    ],
    [
      'a range with one date',
      { endDate: null },
      'dateRange',
      CLASS_GROUP_FIELD_MESSAGES.dateRangeRequired,
    ],
    [
      '0 months',
      { validityType: 'durationInMonths', durationInMonths: '0' },
      'durationInMonths',
      CLASS_GROUP_FIELD_MESSAGES.monthsRequired,
    ],
    [
      '37 months',
      { validityType: 'durationInMonths', durationInMonths: '37' },
      'durationInMonths',
      CLASS_GROUP_FIELD_MESSAGES.monthsRequired,
    ],
    [
      '1.5 months',
      { validityType: 'durationInMonths', durationInMonths: '1.5' },
      'durationInMonths',
      CLASS_GROUP_FIELD_MESSAGES.monthsRequired,
    ],
    [
      'no months',
      { validityType: 'durationInMonths', durationInMonths: ' ' },
      'durationInMonths',
      CLASS_GROUP_FIELD_MESSAGES.monthsRequired,
    ],
  ] as const)('refuses %s', (_label, overrides, field, message) => {
    const errors = validateClassGroupForm({ values: filled(overrides), mode: 'create' });
    expect(errors).toEqual({ [field]: message });
  });
});

describe('toClassGroupBody and toClassGroupFormValues', () => {
  it('sends the trimmed name and only the chosen validity', () => {
    expect(toClassGroupBody(filled())).toEqual({
      name: 'Turma Curitiba',
      curriculumAvailable: ['logica-de-programacao'],
      validityType: 'dateRange',
      validityDateRange: ['2026-03-02', '2026-12-18'],
      durationInMonths: null,
    });
    expect(
      toClassGroupBody(filled({ validityType: 'durationInMonths', durationInMonths: '6' })),
    ).toMatchObject({ validityDateRange: null, durationInMonths: 6 });
  });

  it('fills the form from a group of the summary', () => {
    expect(
      toClassGroupFormValues({
        id: '7f1c1c1e-0000-4000-8000-000000000009',
        name: 'Turma PR',
        curriculumAvailable: ['react'],
        validityType: 'durationInMonths',
        validityDateRange: null,
        durationInMonths: 12,
        learnerCount: 4,
      }),
    ).toEqual({
      name: 'Turma PR',
      curriculumAvailable: ['react'],
      validityType: 'durationInMonths',
      startDate: null,
      endDate: null,
      durationInMonths: '12',
    });
  });
});
