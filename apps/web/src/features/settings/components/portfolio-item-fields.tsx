// The fields of one portfolio project, with its errors and its remove button.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioItemInput } from '@escola/contracts/put-update-my-portfolio';
import { Button } from '../../../components/ui/button';

export type PortfolioItemErrors = Partial<Record<keyof PortfolioItemInput, string>>;

const FIELDS = [
  { field: 'title', labelKey: 'portfolio.projectTitle', type: 'text' },
  { field: 'url', labelKey: 'portfolio.url', type: 'url' },
  { field: 'image', labelKey: 'portfolio.image', type: 'url' },
  { field: 'description', labelKey: 'portfolio.description', type: 'text' },
] as const;

export const PortfolioItemFields = ({
  item,
  number,
  errors,
  onChange,
  onRemove,
}: {
  item: PortfolioItemInput;
  number: number;
  errors: PortfolioItemErrors;
  onChange: (changes: Partial<PortfolioItemInput>) => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <fieldset className="settings-portfolio-item">
      <legend>{t('portfolio.item', { number })}</legend>
      {FIELDS.map(({ field, labelKey, type }) => {
        const inputId = `${id}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className="form__field">
            <label htmlFor={inputId}>{t(labelKey)}</label>
            <input
              id={inputId}
              type={type}
              value={item[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => onChange({ [field]: event.target.value })}
            />
            {error ? (
              <p id={`${inputId}-error`} className="form__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <Button variant="danger" onClick={onRemove}>
        {t('portfolio.remove', { number })}
      </Button>
    </fieldset>
  );
};
