// "Excluir a turma?": says how many learners lose the class group and go back to the waiting list
// before anything is deleted; on success the list page is shown again with the server's message.
// A group someone else deleted meanwhile leaves the list.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import { ConfirmActionModal } from '../../components/confirm-action-modal';
import { CLASS_GROUPS_LIST_PATH, deleteClassGroup } from '../api/class-groups-api';
import { useRefreshClassGroups } from '../hooks/use-class-groups';
import { CLASS_GROUP_ERROR_MESSAGE } from '../lib/class-group-errors';

export const DeleteClassGroupModal = ({
  group,
  onClose,
}: {
  group: ClassGroupSummary;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const refresh = useRefreshClassGroups();
  return (
    <ConfirmActionModal
      labels={{
        title: t('classGroups.delete.title', { name: group.name }),
        keep: t('classGroups.delete.cancel'),
        confirm: t('classGroups.delete.confirm'),
        pending: t('classGroups.delete.deleting'),
      }}
      action={() => deleteClassGroup(group.id)}
      refresh={refresh}
      errorMessage={() => CLASS_GROUP_ERROR_MESSAGE}
      onDone={() => void navigate(CLASS_GROUPS_LIST_PATH)}
      onClose={onClose}
    >
      <p>{t('classGroups.delete.learners', { count: group.learnerCount })}</p>
    </ConfirmActionModal>
  );
};
