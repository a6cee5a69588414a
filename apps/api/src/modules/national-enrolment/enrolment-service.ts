// The class-group invitation of a national learner (issue 17): what /enrollment-national shows (the
// group, its trilhas and dates from the domain's validity rule) and its acceptance, which confirms
// the registration the domain's rule 6 asks of limited_nacional learners.
import type { GetNacionalEnrollmentResponse } from '@escola/contracts/get-nacional-enrollment';
import type { PutNacionalAcceptInviteResponse } from '@escola/contracts/put-nacional-accept-invite';
import type { Database } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import { hasClassGroupStarted } from '@escola/domain/class-group-validity';
import { HttpError } from '../../http-error';
import { ENROLMENT_MESSAGES } from './enrolment-messages';
import { acceptInvite, selectClassGroup } from './enrolment-repository';

const noClassGroup = () =>
  new HttpError({ statusCode: 404, type: 'warning', message: ENROLMENT_MESSAGES.noClassGroup });

export const getEnrollment = async ({
  db,
  user,
  now,
}: {
  db: Database;
  user: User;
  now: Date;
}): Promise<GetNacionalEnrollmentResponse> => {
  const group = user.classGroupId
    ? await selectClassGroup({ db, classGroupId: user.classGroupId })
    : undefined;
  if (!group) throw noClassGroup();
  const validityDateRange: [string, string] | null =
    group.validityStart !== null && group.validityEnd !== null
      ? [group.validityStart, group.validityEnd]
      : null;
  return {
    classGroup: {
      name: group.name,
      curriculumAvailable: group.curriculumAvailable,
      validityType: group.validityType,
      validityDateRange,
      durationInMonths: group.durationInMonths,
      started: hasClassGroupStarted({
        classGroup: { validityType: group.validityType, validityDateRange },
        isBlockedByExpiration: user.isBlockedByExpiration,
        now,
      }),
    },
    acceptedInvite: user.classGroupAcceptedInvite,
    linkedToTheClassDate: user.linkedToClassDate?.toISOString() ?? null,
    nationalDataComplement: user.nationalDataComplement,
  };
};

export const acceptClassGroupInvite = async ({
  db,
  user,
}: {
  db: Database;
  user: User;
}): Promise<PutNacionalAcceptInviteResponse> => {
  if (await acceptInvite({ db, userId: user.id })) {
    return { type: 'success', message: ENROLMENT_MESSAGES.inviteAccepted, acceptedInvite: true };
  }
  // Nothing changed: say why (the session's user row may be older than the database's).
  if (!user.classGroupId) throw noClassGroup();
  throw new HttpError({
    statusCode: 409,
    type: 'info',
    message: ENROLMENT_MESSAGES.inviteAlreadyAccepted,
  });
};
