// The modules of the edit-user drawer: one group per module (trilha, last valid day, status), a
// button to add the next trilha without a module and one to remove each. Saving replaces the set.
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_STATUSES } from '@escola/contracts/get-user-management-all-users';
import { SUPER_BLOCKS, type SuperBlock } from '@escola/domain/super-blocks';
import { Button } from '../../../../components/ui/button';
import { DatePicker } from '../../../../components/ui/date-picker';
import { nextFreeSuperBlock, type ModuleDraft } from '../lib/edit-user-form';

const ModuleRow = ({
  module,
  modules,
  isDisabled,
  onChange,
  onRemove,
}: {
  module: ModuleDraft;
  modules: readonly ModuleDraft[];
  isDisabled: boolean;
  onChange: (module: ModuleDraft) => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const title = t(`users.superBlocks.${module.superBlock}`);
  const choices = SUPER_BLOCKS.filter(
    (superBlock) =>
      superBlock === module.superBlock || !modules.some((other) => other.superBlock === superBlock),
  );
  return (
    <fieldset className="admin-users__module">
      <legend>{title}</legend>
      <div className="admin-users__field">
        <label htmlFor={`${id}-super-block`}>{t('users.drawer.moduleSuperBlock')}</label>
        <select
          id={`${id}-super-block`}
          value={module.superBlock}
          disabled={isDisabled}
          onChange={(event) =>
            onChange({ ...module, superBlock: event.target.value as SuperBlock })
          }
        >
          {choices.map((superBlock) => (
            <option key={superBlock} value={superBlock}>
              {t(`users.superBlocks.${superBlock}`)}
            </option>
          ))}
        </select>
      </div>
      <DatePicker
        label={t('users.drawer.moduleExpiresAt')}
        description={t('users.drawer.moduleExpiresHelp')}
        value={module.expiresAt}
        isDisabled={isDisabled}
        onChange={(expiresAt) => onChange({ ...module, expiresAt })}
      />
      <div className="admin-users__field">
        <label htmlFor={`${id}-status`}>{t('users.drawer.moduleStatus')}</label>
        <select
          id={`${id}-status`}
          value={module.status}
          disabled={isDisabled}
          onChange={(event) =>
            onChange({ ...module, status: event.target.value as ModuleDraft['status'] })
          }
        >
          {MODULE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`users.drawer.moduleStatuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="ghost"
        disabled={isDisabled}
        aria-label={t('users.drawer.removeModule', { module: title })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" size={18} />
      </Button>
    </fieldset>
  );
};

export const UserModulesField = ({
  modules,
  isDisabled,
  onChange,
}: {
  modules: readonly ModuleDraft[];
  isDisabled: boolean;
  onChange: (modules: ModuleDraft[]) => void;
}) => {
  const { t } = useTranslation('admin');
  const next = nextFreeSuperBlock(modules);
  return (
    <fieldset className="admin-users__fieldset">
      <legend>{t('users.drawer.modules')}</legend>
      <p className="admin-users__help">{t('users.drawer.modulesHelp')}</p>
      {modules.length === 0 ? <p>{t('users.drawer.noModules')}</p> : null}
      {modules.map((module, index) => (
        <ModuleRow
          key={module.superBlock}
          module={module}
          modules={modules}
          isDisabled={isDisabled}
          onChange={(changed) =>
            onChange(modules.map((current, position) => (position === index ? changed : current)))
          }
          onRemove={() => onChange(modules.filter((_, position) => position !== index))}
        />
      ))}
      <div>
        <Button
          variant="secondary"
          disabled={isDisabled || next === undefined}
          onClick={() => {
            if (next)
              onChange([...modules, { superBlock: next, expiresAt: null, status: 'active' }]);
          }}
        >
          <Plus aria-hidden="true" size={18} />
          {t('users.drawer.addModule')}
        </Button>
      </div>
    </fieldset>
  );
};
