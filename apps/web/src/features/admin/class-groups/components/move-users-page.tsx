// /admin/class-groups/move-users: learners chosen in the source panel land in the target panel
// (remove one, counts); they move to the target group in one call (PUT
// /class-groups/move-users-class-group). The spec's three messages: an empty target panel, a
// refused move and any other failure. A move leads back to the list (docs/product/admin.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFlash } from '../../../../lib/flash';
import { adminListQueryKey } from '../../hooks/use-admin-list';
import { USER_MANAGEMENT_ALL_USERS_PATH } from '@escola/contracts/get-user-management-all-users';
import { CLASS_GROUPS_LIST_PATH, moveUsersBetweenClassGroups } from '../api/class-groups-api';
import { useClassGroups, useRefreshClassGroups } from '../hooks/use-class-groups';
import { moveUsersErrorMessage, refusalDetail } from '../lib/class-group-errors';
import { findMoveProblem, type Chosen, type MoveProblem } from '../lib/move-users-selection';
import { MoveUsersSourcePanel } from './move-users-source-panel';
import { MoveUsersTargetPanel } from './move-users-target-panel';
import './class-groups.css';

const MoveUsersPage = () => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshClassGroups();
  const [params] = useSearchParams();
  const sourceClassGroupId = params.get('classGroupId') ?? '';
  const groups = useClassGroups();
  const [chosen, setChosen] = useState<Chosen>(new Map());
  const [targetClassGroupId, setTargetClassGroupId] = useState('');
  const [problem, setProblem] = useState<MoveProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () =>
      moveUsersBetweenClassGroups({
        sourceClassGroupId,
        targetClassGroupId,
        userIds: [...chosen.keys()],
      }),
    onSuccess: async (answer) => {
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({
          queryKey: adminListQueryKey(USER_MANAGEMENT_ALL_USERS_PATH),
        }),
      ]);
      showFlash({ type: 'success', message: answer.message });
      void navigate(CLASS_GROUPS_LIST_PATH);
    },
    onError: (error) => {
      showFlash({ type: 'danger', message: moveUsersErrorMessage(error) });
      setRefusal(refusalDetail(error));
    },
  });

  const submit = () => {
    const found = findMoveProblem({
      chosenCount: chosen.size,
      sourceClassGroupId,
      targetClassGroupId,
      messages: {
        targetRequired: t('classGroups.move.targetRequired'),
        sameGroup: t('classGroups.move.sameGroup'),
      },
    });
    setProblem(found);
    setRefusal(null);
    if (found) {
      showFlash({ type: 'danger', message: found.message });
      return;
    }
    mutation.mutate();
  };

  const groupList = groups.data ?? [];
  return (
    <section className="class-groups">
      <h1>{t('classGroups.move.title')}</h1>
      <p>{t('classGroups.move.description')}</p>
      {groups.isError ? (
        <p className="form__error" role="alert">
          {t('classGroups.list.error')}
        </p>
      ) : null}
      <div className="class-groups-move">
        <MoveUsersSourcePanel
          groups={groupList}
          sourceClassGroupId={sourceClassGroupId}
          chosen={chosen}
          onChosenChange={(next) => {
            setChosen(next);
            setProblem(null);
          }}
          onSourceChange={() => {
            // The chosen learners belong to the source group: another source starts afresh.
            setChosen(new Map());
            setProblem(null);
          }}
        />
        <MoveUsersTargetPanel
          groups={groupList.filter((group) => group.id !== sourceClassGroupId)}
          chosen={chosen}
          targetClassGroupId={targetClassGroupId}
          problem={problem}
          refusal={refusal}
          isMoving={mutation.isPending}
          onRemove={(next) => setChosen(next)}
          onTargetChange={(id) => {
            setTargetClassGroupId(id);
            setProblem(null);
          }}
          onSubmit={submit}
        />
      </div>
    </section>
  );
};

export default MoveUsersPage;
