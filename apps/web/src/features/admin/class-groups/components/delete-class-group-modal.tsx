// "Excluir a turma?": says how many learners lose the class group and go back to the waiting list
// before anything is deleted; on success the list page is shown again with the server's message.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { useFlash } from '../../../../lib/flash';
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
  const { showFlash } = useFlash();
  const navigate = useNavigate();
  const refresh = useRefreshClassGroups();
  const mutation = useMutation({
    mutationFn: () => deleteClassGroup(group.id),
    onSuccess: async (answer) => {
      await refresh();
      showFlash({ type: 'success', message: answer.message });
      onClose();
      void navigate(CLASS_GROUPS_LIST_PATH);
    },
    onError: async () => {
      // A group someone else deleted meanwhile leaves the list.
      await refresh();
      showFlash({ type: 'danger', message: CLASS_GROUP_ERROR_MESSAGE });
      onClose();
    },
  });
  return (
    <Modal
      title={t('classGroups.delete.title', { name: group.name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('classGroups.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {mutation.isPending
              ? t('classGroups.delete.deleting')
              : t('classGroups.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('classGroups.delete.learners', { count: group.learnerCount })}</p>
    </Modal>
  );
};
