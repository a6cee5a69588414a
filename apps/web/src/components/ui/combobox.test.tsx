// The combobox filters its options as the learner types (ignoring accents), says when nothing
// matches, reports the picked id, and shows its error text.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ComboBox, type ComboBoxProps } from './combobox';

const STATES = [
  { id: 'PR', label: 'Paraná' },
  { id: 'PI', label: 'Piauí' },
  { id: 'RS', label: 'Rio Grande do Sul' },
  { id: 'RN', label: 'Rio Grande do Norte' },
];

const renderComboBox = (props: Partial<ComboBoxProps> = {}) => {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ComboBox label="Estado" items={STATES} onChange={onChange} {...props} />
    </I18nextProvider>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Estado' }) };
};

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('ComboBox', () => {
  it('filters the options by the typed text, ignoring accents and case', async () => {
    const { input } = renderComboBox();
    await userEvent.type(input, 'rio grande');
    expect(optionNames()).toEqual(['Rio Grande do Sul', 'Rio Grande do Norte']);
    await userEvent.clear(input);
    await userEvent.type(input, 'piaui');
    expect(optionNames()).toEqual(['Piauí']);
  });

  it('says so when nothing matches', async () => {
    const { input } = renderComboBox({ emptyText: 'Nenhum estado encontrado.' });
    await userEvent.type(input, 'Acre');
    // React Aria gives the empty state the option role, so screen readers read it in the list.
    expect(optionNames()).toEqual(['Nenhum estado encontrado.']);
  });

  it('reports the id of the picked option and shows its label', async () => {
    const { input, onChange } = renderComboBox();
    await userEvent.type(input, 'par');
    await userEvent.click(screen.getByRole('option', { name: 'Paraná' }));
    expect(onChange).toHaveBeenLastCalledWith('PR');
    expect(input).toHaveValue('Paraná');
  });

  it('shows the error text and marks the field invalid', () => {
    const { input } = renderComboBox({ errorText: 'Escolha um estado.' });
    expect(screen.getByText('Escolha um estado.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be used when disabled', () => {
    const { input } = renderComboBox({ isDisabled: true });
    expect(input).toBeDisabled();
  });
});
