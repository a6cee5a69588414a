// The options of a move-users group select: "choose a group", then each group with its learner
// count (the source and the target panels offer the same list).
import { useTranslation } from 'react-i18next';
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';

export const ClassGroupOptions = ({ groups }: { groups: readonly ClassGroupSummary[] }) => {
  const { t } = useTranslation('admin');
  return (
    <>
      <option value="">{t('classGroups.move.chooseGroup')}</option>
      {groups.map((group) => (
        <option key={group.id} value={group.id}>
          {t('classGroups.move.groupOption', { name: group.name, count: group.learnerCount })}
        </option>
      ))}
    </>
  );
};
