import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

const Sound = ({ isDisabled = false }: { isDisabled?: boolean }) => {
  const [isOn, setIsOn] = useState(false);
  return (
    <>
      <Switch
        label="Efeitos sonoros"
        isSelected={isOn}
        onChange={setIsOn}
        isDisabled={isDisabled}
        describedBy="sound-help"
        stateText={isOn ? 'Ativado' : 'Desativado'}
      />
      <p id="sound-help">Toca um som ao passar nos testes.</p>
    </>
  );
};

describe('Switch', () => {
  it('is a labelled, described switch that toggles by click and by Space', async () => {
    render(<Sound />);
    const control = screen.getByRole('switch', { name: 'Efeitos sonoros' });
    expect(control).toHaveAccessibleDescription('Toca um som ao passar nos testes.');
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(control).toBeChecked();
    expect(screen.getByText('Ativado')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('does not change while disabled', async () => {
    render(<Sound isDisabled />);
    const control = screen.getByRole('switch', { name: 'Efeitos sonoros' });
    expect(control).toBeDisabled();
    await userEvent.click(control);
    expect(control).not.toBeChecked();
  });
});
