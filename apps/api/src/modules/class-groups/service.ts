// The class groups' flows: the summary, create and edit (content required, unique name), delete
// (learners back to the waiting list) and the move of learners between groups. Every change and
// its audit entry are written in one transaction.
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import type { ClassGroup } from '@escola/db/schema/class-groups';
import type { User } from '@escola/db/schema/users';
import type { Database } from '@escola/db/client';
import {
  CLASS_GROUP_CONTENT_REQUIRED_MESSAGES,
  MOVE_USERS_TARGET_REQUIRED_MESSAGE,
} from '@escola/domain/messages';
import type { SuperBlock } from '@escola/domain/super-blocks';
import type { ClassGroupValidityType } from '@escola/domain/class-group-validity';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { changedFields, recordAuditEntry } from '../audit-log/record-audit-entry';
import {
  deleteClassGroupRow,
  findClassGroupLocked,
  insertClassGroup,
  isClassGroupNameTaken,
  listClassGroupRows,
  lockClassGroupNames,
  moveLearners,
  releaseLearners,
  updateClassGroup,
  type ClassGroupValues,
} from './repository';

type Actor = Pick<User, 'id' | 'email' | 'name'>;

export type ClassGroupInput = {
  name: string;
  curriculumAvailable: SuperBlock[];
  validityType: ClassGroupValidityType;
  validityDateRange?: readonly [string, string] | null | undefined;
  durationInMonths?: number | null | undefined;
};

export const toClassGroupSummary = (group: ClassGroup): ClassGroupSummary => ({
  id: group.id,
  name: group.name,
  curriculumAvailable: group.curriculumAvailable as SuperBlock[],
  validityType: group.validityType,
  validityDateRange:
    group.validityType === 'dateRange' && group.validityStart && group.validityEnd
      ? [group.validityStart, group.validityEnd]
      : null,
  durationInMonths: group.validityType === 'durationInMonths' ? group.durationInMonths : null,
  learnerCount: group.learnerCount,
});

/** What the audit log keeps of a group (its editable fields). */
const auditFields = (summary: Omit<ClassGroupSummary, 'id' | 'learnerCount'>) => ({
  name: summary.name,
  curriculumAvailable: summary.curriculumAvailable,
  validityType: summary.validityType,
  validityDateRange: summary.validityDateRange,
  durationInMonths: summary.durationInMonths,
});

const toValues = (input: ClassGroupInput): ClassGroupValues => {
  const isRange = input.validityType === 'dateRange';
  return {
    name: input.name,
    // The spec's order of the trilhas, without repeats.
    curriculumAvailable: [...new Set(input.curriculumAvailable)],
    validityType: input.validityType,
    validityStart: isRange ? (input.validityDateRange?.[0] ?? null) : null,
    validityEnd: isRange ? (input.validityDateRange?.[1] ?? null) : null,
    durationInMonths: isRange ? null : (input.durationInMonths ?? null),
  };
};

export const listClassGroups = async ({ db }: { db: Database }) =>
  (await listClassGroupRows({ db })).map(toClassGroupSummary);

export const createClassGroup = async ({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: ClassGroupInput;
}) => {
  if (input.curriculumAvailable.length === 0) {
    throw new HttpError({ statusCode: 400, message: CLASS_GROUP_CONTENT_REQUIRED_MESSAGES.create });
  }
  return db.transaction(async (transaction) => {
    await lockClassGroupNames({ db: transaction });
    if (await isClassGroupNameTaken({ db: transaction, name: input.name, exceptId: null })) {
      throw new HttpError({ statusCode: 409, message: MESSAGES.classGroupNameTaken(input.name) });
    }
    const group = await insertClassGroup({ db: transaction, values: toValues(input) });
    const summary = toClassGroupSummary(group);
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'class-group.create',
      target: { type: 'class-group', id: group.id, label: group.name },
      before: null,
      after: auditFields(summary),
    });
    return summary;
  });
};

export const editClassGroup = async ({
  db,
  actor,
  id,
  input,
}: {
  db: Database;
  actor: Actor;
  id: string;
  input: ClassGroupInput;
}) => {
  if (input.curriculumAvailable.length === 0) {
    throw new HttpError({ statusCode: 400, message: CLASS_GROUP_CONTENT_REQUIRED_MESSAGES.edit });
  }
  return db.transaction(async (transaction) => {
    await lockClassGroupNames({ db: transaction });
    const current = await findClassGroupLocked({ db: transaction, id, lock: 'update' });
    if (!current) throw new HttpError({ statusCode: 404, message: MESSAGES.classGroupNotFound });
    if (await isClassGroupNameTaken({ db: transaction, name: input.name, exceptId: id })) {
      throw new HttpError({ statusCode: 409, message: MESSAGES.classGroupNameTaken(input.name) });
    }
    const group = await updateClassGroup({ db: transaction, id, values: toValues(input) });
    const summary = toClassGroupSummary(group);
    const changes = changedFields({
      before: auditFields(toClassGroupSummary(current)),
      after: auditFields(summary),
    });
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'class-group.edit',
      target: { type: 'class-group', id, label: group.name },
      ...changes,
    });
    return summary;
  });
};

export const deleteClassGroup = async ({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: string;
}) =>
  db.transaction(async (transaction) => {
    const current = await findClassGroupLocked({ db: transaction, id, lock: 'update' });
    if (!current) throw new HttpError({ statusCode: 404, message: MESSAGES.classGroupNotFound });
    const affectedLearners = await releaseLearners({ db: transaction, classGroupId: id });
    await deleteClassGroupRow({ db: transaction, id });
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'class-group.delete',
      target: { type: 'class-group', id, label: current.name },
      before: auditFields(toClassGroupSummary({ ...current, learnerCount: affectedLearners })),
      after: { affectedLearners },
    });
    return { name: current.name, affectedLearners };
  });

export const moveUsersBetweenClassGroups = async ({
  db,
  actor,
  sourceClassGroupId,
  targetClassGroupId,
  userIds,
}: {
  db: Database;
  actor: Actor;
  sourceClassGroupId: string;
  targetClassGroupId: string;
  userIds: readonly string[];
}) => {
  const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) {
    throw new HttpError({ statusCode: 400, message: MOVE_USERS_TARGET_REQUIRED_MESSAGE });
  }
  if (sourceClassGroupId.toLowerCase() === targetClassGroupId.toLowerCase()) {
    throw new HttpError({ statusCode: 400, message: MESSAGES.moveUsersSameClassGroup });
  }
  return db.transaction(async (transaction) => {
    // Key-share locks: neither group can be deleted while the learners move.
    const source = await findClassGroupLocked({
      db: transaction,
      id: sourceClassGroupId,
      lock: 'key share',
    });
    const target = await findClassGroupLocked({
      db: transaction,
      id: targetClassGroupId,
      lock: 'key share',
    });
    if (!source || !target) {
      throw new HttpError({ statusCode: 404, message: MESSAGES.classGroupNotFound });
    }
    const moved = await moveLearners({
      db: transaction,
      sourceClassGroupId,
      targetClassGroupId,
      userIds: ids,
    });
    // Thrown inside the transaction: a partial move is rolled back.
    if (moved !== ids.length) {
      throw new HttpError({
        statusCode: 400,
        message: MESSAGES.moveUsersNotInSource(ids.length - moved),
      });
    }
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'class-group.move-users',
      target: { type: 'class-group', id: target.id, label: target.name },
      before: { classGroupId: source.id, classGroupName: source.name },
      after: {
        classGroupId: target.id,
        classGroupName: target.name,
        count: moved,
        userIds: ids,
      },
    });
    return { moved, targetName: target.name };
  });
};
