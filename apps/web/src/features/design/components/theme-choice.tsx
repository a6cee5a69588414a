// Light / dark / system radio buttons that switch the catalogue's theme (as the learner's setting
// does, through applyTheme), and put the page's theme back on leaving.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme } from '../../../lib/theme';

const CHOICES = [
  { id: 'light', theme: 'default' },
  { id: 'dark', theme: 'night' },
  { id: 'system', theme: null },
] as const;
type ChoiceId = (typeof CHOICES)[number]['id'];

const readChoice = (): ChoiceId => {
  const current = document.documentElement.dataset.theme;
  if (current === 'dark') return 'dark';
  if (current === 'light') return 'light';
  return 'system';
};

export const ThemeChoice = () => {
  const { t } = useTranslation('design');
  const name = useId();
  const [choice, setChoice] = useState<ChoiceId>(readChoice);

  useEffect(() => {
    const original = document.documentElement.dataset.theme;
    return () => {
      if (original === undefined) delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = original;
    };
  }, []);

  const choose = (id: ChoiceId) => {
    setChoice(id);
    applyTheme(CHOICES.find((entry) => entry.id === id)?.theme ?? null);
  };

  return (
    <fieldset className="design-theme">
      <legend>{t('theme.legend')}</legend>
      {CHOICES.map(({ id }) => (
        <label key={id} className="design-theme__option">
          <input
            type="radio"
            name={name}
            value={id}
            checked={choice === id}
            onChange={() => choose(id)}
          />
          {t(`theme.${id}`)}
        </label>
      ))}
    </fieldset>
  );
};
