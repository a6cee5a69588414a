// One on/off preference: a titled section with a labelled switch that saves on change.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const ToggleSetting = ({
  title,
  label,
  description,
  checked,
  isSaving,
  onChange,
}: {
  title: string;
  label: string;
  description: string;
  checked: boolean;
  isSaving: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const { t } = useTranslation('settings');
  const inputId = useId();
  const descriptionId = useId();
  return (
    <section className="settings-section">
      <h2>{title}</h2>
      <div className="settings-toggle">
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={isSaving}
          aria-describedby={descriptionId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={inputId}>{label}</label>
        <span className="settings-toggle__state" aria-hidden="true">
          {isSaving ? t('saving') : checked ? t('on') : t('off')}
        </span>
      </div>
      <p id={descriptionId} className="settings-section__description">
        {description}
      </p>
    </section>
  );
};
