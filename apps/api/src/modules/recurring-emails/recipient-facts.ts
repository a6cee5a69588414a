// The person behind an e-mail address as a campaign sees them (issue 20): the facts
// isCampaignRecipient (@escola/domain/email-campaigns) reads, with their class group from
// class_group_memberships, for the "who receives it?" look-up of recurring e-mails.
import { eq } from 'drizzle-orm';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { users } from '@escola/db/schema/users';
import type { CampaignRecipientFacts } from '@escola/domain/email-campaigns';
import type { DatabaseExecutor } from '@escola/db/client';

export const findRecipientFactsByEmail = async ({
  db,
  email,
}: {
  db: DatabaseExecutor;
  email: string;
}) => {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      type: users.type,
      sendQuincyEmail: users.sendQuincyEmail,
      emailVerified: users.emailVerified,
      access: users.access,
      group: users.group,
      isBlockedByExpiration: users.isBlockedByExpiration,
      blockedByInactivityAt: users.blockedByInactivityAt,
      deleteRequestedAt: users.deleteRequestedAt,
      classGroupId: classGroupMemberships.classGroupId,
    })
    .from(users)
    .leftJoin(classGroupMemberships, eq(classGroupMemberships.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  if (!row) return undefined;
  const { id, name, username, classGroupId, ...facts } = row;
  return {
    recipient: { id, name: name?.trim() || username || '', email: row.email },
    facts: { ...facts, classGroupId } satisfies CampaignRecipientFacts,
  };
};
