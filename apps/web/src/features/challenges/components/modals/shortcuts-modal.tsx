// The shortcuts modal (docs/product/workspace.md): the editor's shortcuts, which always work, and
// the page's extra ones, which follow the learner's keyboard-shortcuts setting (said, with a way to
// change it).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import {
  EDITOR_SHORTCUTS,
  PAGE_SHORTCUTS,
  type EditorShortcutAction,
  type PageShortcutAction,
  type Shortcut,
} from '../../lib/challenge-shortcuts';

const ShortcutTable = ({
  caption,
  shortcuts,
}: {
  caption: string;
  shortcuts: readonly Shortcut<EditorShortcutAction | PageShortcutAction>[];
}) => {
  const { t } = useTranslation('challenges');
  return (
    <table className="shortcuts-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shortcutsModal.keys')}</th>
          <th scope="col">{t('shortcutsModal.action')}</th>
        </tr>
      </thead>
      <tbody>
        {shortcuts.map((shortcut) => (
          <tr key={shortcut.action}>
            <td>
              {shortcut.keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0
                    ? ` ${t(shortcut.inSequence ? 'shortcutsModal.then' : 'shortcutsModal.plus')} `
                    : null}
                  <kbd>{key}</kbd>
                </Fragment>
              ))}
            </td>
            <td>{t(`shortcutsModal.actions.${shortcut.action}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

export const ShortcutsModal = ({
  extraShortcutsOn,
  onClose,
}: {
  extraShortcutsOn: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <Modal
      title={t('shortcutsModal.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('modalClose')}</Button>}
    >
      <ShortcutTable caption={t('shortcutsModal.editor')} shortcuts={EDITOR_SHORTCUTS} />
      <p className="shortcuts-table__note">{t('shortcutsModal.mac')}</p>
      <ShortcutTable caption={t('shortcutsModal.page')} shortcuts={PAGE_SHORTCUTS} />
      {extraShortcutsOn ? (
        <p>{t('shortcutsModal.on')}</p>
      ) : (
        <p>
          {t('shortcutsModal.off')}{' '}
          <Link to="/settings" onClick={onClose}>
            {t('shortcutsModal.settings')}
          </Link>
        </p>
      )}
    </Modal>
  );
};
