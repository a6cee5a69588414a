// The portfolio: add, edit and remove projects, then save the whole list (checked with the
// endpoint's contract first).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import {
  PORTFOLIO_MAXIMUM_ITEMS,
  putUpdateMyPortfolioBodySchema,
  type PortfolioItemInput,
  type PutUpdateMyPortfolioBody,
} from '@escola/contracts/put-update-my-portfolio';
import { Button } from '../../../components/ui/button';
import { createId } from '../../../lib/create-id';
import { updateMyPortfolio } from '../api/update-preferences';
import { useUpdatePreference } from '../hooks/use-update-preference';
import { PortfolioItemFields, type PortfolioItemErrors } from './portfolio-item-fields';

const PORTFOLIO_ID_LENGTH = 12;

const emptyItem = (): PortfolioItemInput => ({
  id: createId(PORTFOLIO_ID_LENGTH),
  title: '',
  url: '',
  image: '',
  description: '',
});

export const PortfolioSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({
    update: updateMyPortfolio,
    toChanges: ({ portfolio }: PutUpdateMyPortfolioBody) => ({ portfolio }),
  });
  const [items, setItems] = useState<PortfolioItemInput[]>(user.portfolio);
  const [errors, setErrors] = useState<PortfolioItemErrors[]>([]);

  const change = (index: number, changes: Partial<PortfolioItemInput>) =>
    setItems((current) =>
      current.map((item, position) => (position === index ? { ...item, ...changes } : item)),
    );
  const remove = (index: number) => {
    setItems((current) => current.filter((_, position) => position !== index));
    setErrors([]);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = putUpdateMyPortfolioBodySchema.safeParse({ portfolio: items });
    if (!parsed.success) {
      const found: PortfolioItemErrors[] = [];
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        if (typeof index !== 'number' || typeof field !== 'string') continue;
        found[index] = { [field]: issue.message, ...found[index] };
      }
      setErrors(found);
      return;
    }
    setErrors([]);
    mutation.mutate(parsed.data);
  };

  return (
    <section className="settings-section">
      <h2>{t('portfolio.title')}</h2>
      <form className="form" noValidate onSubmit={handleSubmit}>
        {items.length === 0 ? <p>{t('portfolio.empty')}</p> : null}
        {items.map((item, index) => (
          <PortfolioItemFields
            key={item.id}
            item={item}
            number={index + 1}
            errors={errors[index] ?? {}}
            onChange={(changes) => change(index, changes)}
            onRemove={() => remove(index)}
          />
        ))}
        <div className="settings-actions">
          <Button
            variant="secondary"
            disabled={items.length >= PORTFOLIO_MAXIMUM_ITEMS}
            onClick={() => setItems((current) => [...current, emptyItem()])}
          >
            {t('portfolio.add')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('saving') : t('portfolio.save')}
          </Button>
        </div>
      </form>
    </section>
  );
};
