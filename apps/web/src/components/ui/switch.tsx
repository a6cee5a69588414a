// An on/off switch with its visible label, on React Aria Components (a real checkbox input with
// role="switch" underneath). Import it only from lazy code: React Aria must stay out of the
// first-load JS. In Playwright, click the switch by its label text: React Aria's input is visually
// hidden (clipped), so a click on getByRole('switch') is intercepted by the track.
import { Switch as AriaSwitch } from 'react-aria-components';
import './claim-react-aria-pressable-style';
import './switch.css';

export type SwitchProps = {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Id of the element that describes the switch (e.g. a help text under it). */
  describedBy?: string;
  /** Visible state next to the track (e.g. "Ativado" / "Salvando…"); hidden from screen readers,
   * which already hear the state. */
  stateText?: string;
};

export const Switch = ({
  label,
  isSelected,
  onChange,
  isDisabled = false,
  describedBy,
  stateText,
}: SwitchProps) => (
  <AriaSwitch
    className="ui-switch"
    isSelected={isSelected}
    onChange={onChange}
    isDisabled={isDisabled}
    aria-describedby={describedBy}
  >
    <span className="ui-switch__track" aria-hidden="true">
      <span className="ui-switch__thumb" />
    </span>
    <span className="ui-switch__label">{label}</span>
    {stateText ? (
      <span className="ui-switch__state" aria-hidden="true">
        {stateText}
      </span>
    ) : null}
  </AriaSwitch>
);
