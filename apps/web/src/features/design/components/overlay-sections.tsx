// Catalogue sections of the overlays (dialog through the modal manager, drawer, menu, tooltip) and
// of the tabs and the switch.
import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { Menu } from '../../../components/ui/menu';
import { Modal } from '../../../components/ui/modal';
import { Switch } from '../../../components/ui/switch';
import { Tabs } from '../../../components/ui/tabs';
import { Tooltip } from '../../../components/ui/tooltip';
import { useModal } from '../../../lib/modal-manager';
import { CatalogueSection, StateExample } from './catalogue-section';

export const OverlaySections = () => {
  const { t } = useTranslation(['design', 'common']);
  const { openModal } = useModal();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isNight, setNight] = useState(false);

  const showModal = () =>
    openModal({
      id: 'design-catalogue',
      render: (close) => (
        <Modal
          title={t('modal.title')}
          onClose={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t('common:cancel')}
              </Button>
              <Button onClick={close}>{t('modal.confirm')}</Button>
            </>
          }
        >
          <p>{t('modal.body')}</p>
        </Modal>
      ),
    });

  return (
    <>
      <CatalogueSection id="sobreposicoes" title={t('sections.overlays')}>
        <StateExample label={t('states.default')}>
          <Button variant="secondary" onClick={showModal}>
            {t('modal.open')}
          </Button>
          <Button variant="secondary" onClick={() => setDrawerOpen(true)}>
            {t('drawer.open')}
          </Button>
          <Menu
            triggerLabel={t('menu.trigger')}
            items={[
              { id: 'edit', label: t('menu.edit') },
              { id: 'duplicate', label: t('menu.duplicate') },
              { id: 'archive', label: t('menu.archive'), isDisabled: true },
              { id: 'delete', label: t('menu.delete'), tone: 'danger' },
            ]}
          />
          <Tooltip content={t('tooltip.content')}>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('tooltip.trigger')}
            >
              <CircleHelp aria-hidden="true" size={20} />
            </button>
          </Tooltip>
        </StateExample>
        <Drawer
          isOpen={isDrawerOpen}
          title={t('drawer.title')}
          closeLabel={t('common:close')}
          onClose={() => setDrawerOpen(false)}
          actions={<Button onClick={() => setDrawerOpen(false)}>{t('common:close')}</Button>}
        >
          <p>{t('drawer.body')}</p>
        </Drawer>
      </CatalogueSection>

      <CatalogueSection id="abas" title={t('sections.navigation')}>
        <Tabs
          label={t('tabs.label')}
          tabs={[
            {
              id: 'instructions',
              label: t('tabs.instructions'),
              content: t('tabs.instructionsContent'),
            },
            { id: 'editor', label: t('tabs.editor'), content: t('tabs.editorContent') },
            {
              id: 'tests',
              label: t('tabs.tests'),
              content: t('tabs.testsContent'),
              isDisabled: true,
            },
          ]}
        />
        <StateExample label={t('states.default')}>
          <Switch
            label={t('switch.label')}
            isSelected={isNight}
            onChange={setNight}
            stateText={isNight ? t('switch.on') : t('switch.off')}
          />
        </StateExample>
        <StateExample label={t('states.disabled')}>
          <Switch
            label={t('switch.disabledLabel')}
            isSelected={false}
            onChange={() => undefined}
            isDisabled
          />
        </StateExample>
      </CatalogueSection>
    </>
  );
};
