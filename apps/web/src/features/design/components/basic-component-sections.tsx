// Catalogue sections of the basic components: buttons and links, the spinner and the toasts.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { Toast } from '../../../components/ui/toast';
import { CatalogueSection, StateExample } from './catalogue-section';

const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'ghost'] as const;
const TOAST_TYPES = ['success', 'info', 'warning', 'error'] as const;

export const BasicComponentSections = () => {
  const { t } = useTranslation(['design', 'common']);
  return (
    <>
      <CatalogueSection id="botoes" title={t('sections.buttons')}>
        <StateExample label={t('states.default')}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`buttons.${variant}`)}
            </Button>
          ))}
          <ButtonLink to="/design" variant="secondary">
            {t('buttons.link')}
          </ButtonLink>
        </StateExample>
        <StateExample label={t('states.disabled')}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} disabled>
              {t(`buttons.${variant}`)}
            </Button>
          ))}
        </StateExample>
      </CatalogueSection>

      <CatalogueSection id="notificacoes" title={t('sections.feedback')}>
        <StateExample label={t('states.loading')}>
          <Spinner />
          <span>{t('common:loading')}</span>
        </StateExample>
        <div className="design-stack">
          {TOAST_TYPES.map((type) => (
            <Toast
              key={type}
              type={type}
              message={t(`toast.${type}`)}
              dismissible={type !== 'success'}
              closeLabel={t('common:flash.close')}
              onClose={() => undefined}
            />
          ))}
        </div>
      </CatalogueSection>
    </>
  );
};
