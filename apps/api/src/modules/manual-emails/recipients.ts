// Who receives a campaign, in SQL: the domain's isCampaignRecipient (email-campaigns.ts) — learners
// who accept e-mails, with a verified address and a usable account, in the audience (everyone, a
// group, a class group through class_group_memberships, an access level). A test proves the SQL
// and the rule agree. Counting (before scheduling) and writing the deliveries read the same SQL.
import { sql, type SQL } from 'drizzle-orm';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { users } from '@escola/db/schema/users';
import type { MessageAudience } from '@escola/domain/in-app-messages';
import type { DatabaseExecutor } from '@escola/db/client';

const audienceCondition = (audience: MessageAudience): SQL => {
  switch (audience.kind) {
    case 'all':
      return sql`true`;
    case 'group':
      return sql`${users.group} = ${audience.value}`;
    case 'access':
      return sql`${users.access}::text = ${audience.value}`;
    case 'class-group':
      return sql`exists (select 1 from ${classGroupMemberships}
        where ${classGroupMemberships.userId} = ${users.id}
          and ${classGroupMemberships.classGroupId}::text = ${audience.value.toLowerCase()})`;
  }
};

/** The users a campaign for `audience` goes to (a WHERE over `users`). */
export const campaignRecipientCondition = (audience: MessageAudience): SQL => sql`(
  ${users.type} = 'student'
  and ${users.sendQuincyEmail}
  and ${users.emailVerified}
  and ${users.access} <> 'blocked'
  and not ${users.isBlockedByExpiration}
  and ${users.blockedByInactivityAt} is null
  and ${users.deleteRequestedAt} is null
  and ${audienceCondition(audience)})`;

export const countCampaignRecipients = async ({
  db,
  audience,
}: {
  db: DatabaseExecutor;
  audience: MessageAudience;
}): Promise<number> => {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from ${users} where ${campaignRecipientCondition(audience)}`,
  );
  return result.rows[0]?.count ?? 0;
};
