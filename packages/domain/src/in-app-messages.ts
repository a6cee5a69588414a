// In-app messages (issue 19, docs/product/admin.md): staff write a message for everyone, a
// group, a class group or an access level; each learner sees the messages addressed to them, with
// the read state kept per learner. These are the rules both the API and the web read.
import { ACCESS_LEVELS, type AccessLevel } from './users';
import { NATIONAL_LIST_GROUPS } from './national-lists';

/** Who receives a message: everyone, a group (`user_group`), a class group, an access level. */
export const MESSAGE_AUDIENCE_KINDS = ['all', 'group', 'class-group', 'access'] as const;
export type MessageAudienceKind = (typeof MESSAGE_AUDIENCE_KINDS)[number];

export const MESSAGE_TITLE_MAX_LENGTH = 120;
export const MESSAGE_BODY_MAX_LENGTH = 5_000;
/** A message's image is described for who cannot see it (its alt text): required with an image. */
export const MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH = 300;

/** The newest messages a learner's list holds (older ones stay readable by staff only). */
export const MESSAGES_FOR_USER_LIMIT = 50;
/** The unread count stops here; the badge shows "99+" past 99 (unread-badge.ts). */
export const MESSAGES_UNREAD_COUNT_CAP = 100;

/** The groups a message may be addressed to: the programme's eight (`nacional-{uf}`). */
export const MESSAGE_AUDIENCE_GROUPS: readonly string[] = NATIONAL_LIST_GROUPS.map(
  ({ group }) => group,
);

/**
 * The access levels a message may be addressed to (every level of
 * docs/product/curriculum-and-access.md).
 */
export const MESSAGE_AUDIENCE_ACCESS_LEVELS: readonly AccessLevel[] = ACCESS_LEVELS;

export type MessageAudience = { kind: MessageAudienceKind; value: string };

/** What a learner is, as far as the audience of a message goes. */
export type MessageRecipientFacts = {
  group: string;
  access: AccessLevel;
  classGroupId: string | null;
};

/** Does `audience` reach this learner? (The API's SQL mirrors this; a test proves both agree.) */
export const isMessageForRecipient = ({
  audience,
  recipient,
}: {
  audience: MessageAudience;
  recipient: MessageRecipientFacts;
}): boolean => {
  switch (audience.kind) {
    case 'all':
      return true;
    case 'group':
      return recipient.group !== '' && audience.value === recipient.group;
    case 'access':
      return audience.value === recipient.access;
    case 'class-group':
      return (
        recipient.classGroupId !== null &&
        audience.value.toLowerCase() === recipient.classGroupId.toLowerCase()
      );
  }
};
