// The move screen's target panel: the chosen learners (each can be removed), their count, the
// target group and the button that moves them.
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import { removeChosen, type Chosen, type MoveProblem } from '../lib/move-users-selection';
import { ClassGroupOptions } from './class-group-options';

export const MoveUsersTargetPanel = ({
  groups,
  chosen,
  targetClassGroupId,
  problem,
  refusal,
  isMoving,
  onRemove,
  onTargetChange,
  onSubmit,
}: {
  groups: readonly ClassGroupSummary[];
  chosen: Chosen;
  targetClassGroupId: string;
  problem: MoveProblem | null;
  refusal: string | null;
  isMoving: boolean;
  onRemove: (chosen: Chosen) => void;
  onTargetChange: (id: string) => void;
  onSubmit: () => void;
}) => {
  const { t } = useTranslation('admin');
  const panelProblem = problem?.field === 'target-panel' ? problem.message : null;
  const groupProblem = problem?.field === 'target-group' ? problem.message : null;
  return (
    <section className="class-groups-move__panel" aria-labelledby="move-target-title">
      <h2 id="move-target-title">{t('classGroups.move.targetPanel')}</h2>
      <p role="status">{t('classGroups.move.targetCount', { count: chosen.size })}</p>
      {chosen.size === 0 ? (
        <p className="class-groups-form__hint">{t('classGroups.move.targetEmpty')}</p>
      ) : (
        <ul className="class-groups-move__chosen">
          {[...chosen.values()].map((user) => (
            <li key={user.id}>
              <span>
                {user.name}
                <small>{user.email}</small>
              </span>
              <button
                type="button"
                className="button button--ghost class-groups-move__remove"
                aria-label={t('classGroups.move.remove', { name: user.name })}
                onClick={() => onRemove(removeChosen(chosen, user.id))}
              >
                <X aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {panelProblem ? (
        <p className="form__error" role="alert">
          {panelProblem}
        </p>
      ) : null}
      <div className="form__field">
        <label htmlFor="move-target-group">{t('classGroups.move.targetGroup')}</label>
        <select
          id="move-target-group"
          value={targetClassGroupId}
          aria-invalid={groupProblem ? true : undefined}
          aria-describedby={groupProblem ? 'move-target-group-error' : undefined}
          onChange={(event) => onTargetChange(event.target.value)}
        >
          <ClassGroupOptions groups={groups} />
        </select>
        {groupProblem ? (
          <p id="move-target-group-error" className="form__error">
            {groupProblem}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p className="form__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        disabled={isMoving}
        onClick={onSubmit}
      >
        {isMoving ? t('classGroups.move.moving') : t('classGroups.move.submit')}
      </button>
    </section>
  );
};
