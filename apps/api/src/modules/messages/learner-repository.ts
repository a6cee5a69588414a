// SQL of the learner side of in-app messages (issue 19): the messages addressed to one learner —
// everyone, their group, their access level, their class group (class_group_memberships, decision
// 041) — newest first, each looked up in message_reads by its primary key; the unread count over
// the same messages, stopped at MESSAGES_UNREAD_COUNT_CAP. Nothing here scans the reads of other
// learners: the cost follows the number of messages addressed to this learner, not of reads.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { messageReads, messages } from '@escola/db/schema/messages';
import { MESSAGES_FOR_USER_LIMIT, MESSAGES_UNREAD_COUNT_CAP } from '@escola/domain/in-app-messages';
import type { DatabaseExecutor } from '@escola/db/client';

export type Recipient = { id: string; group: string; access: string };

/** The messages `recipient` receives (the domain's isMessageForRecipient, in SQL). */
const addressedTo = (recipient: Recipient): SQL => {
  const audiences = [
    sql`(${messages.audienceKind} = 'all' and ${messages.audienceValue} = '')`,
    sql`(${messages.audienceKind} = 'access' and ${messages.audienceValue} = ${recipient.access})`,
    sql`(${messages.audienceKind} = 'class-group' and ${messages.audienceValue} = (
      select ${classGroupMemberships.classGroupId}::text from ${classGroupMemberships}
      where ${classGroupMemberships.userId} = ${recipient.id}))`,
  ];
  if (recipient.group !== '') {
    audiences.push(
      sql`(${messages.audienceKind} = 'group' and ${messages.audienceValue} = ${recipient.group})`,
    );
  }
  return sql`(${sql.join(audiences, sql` or `)})`;
};

const readOf = (recipient: Recipient) =>
  sql`${messageReads.messageId} = ${messages.id} and ${messageReads.userId} = ${recipient.id}`;

export const findMessagesForRecipient = async ({
  db,
  recipient,
}: {
  db: DatabaseExecutor;
  recipient: Recipient;
}) =>
  db
    .select({
      id: messages.id,
      title: messages.title,
      body: messages.body,
      imageId: messages.imageId,
      imageDescription: messages.imageDescription,
      createdAt: messages.createdAt,
      readAt: messageReads.readAt,
    })
    .from(messages)
    .leftJoin(messageReads, readOf(recipient))
    .where(addressedTo(recipient))
    .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`)
    .limit(MESSAGES_FOR_USER_LIMIT);

export const countUnreadForRecipient = async ({
  db,
  recipient,
}: {
  db: DatabaseExecutor;
  recipient: Recipient;
}): Promise<number> => {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select 1 from ${messages}
      where ${addressedTo(recipient)}
        and not exists (select 1 from ${messageReads} where ${readOf(recipient)})
      limit ${MESSAGES_UNREAD_COUNT_CAP}
    ) as capped`);
  return result.rows[0]?.count ?? 0;
};

export const isMessageAddressedTo = async ({
  db,
  recipient,
  messageId,
}: {
  db: DatabaseExecutor;
  recipient: Recipient;
  messageId: string;
}): Promise<boolean> => {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), addressedTo(recipient)))
    .limit(1)
    // Not deletable until the read is written (a read of a deleted message would break its key).
    .for('key share');
  return row !== undefined;
};

/** Whether a message addressed to `recipient` shows the image. */
export const isImageInMessageAddressedTo = async ({
  db,
  recipient,
  imageId,
}: {
  db: DatabaseExecutor;
  recipient: Recipient;
  imageId: string;
}): Promise<boolean> => {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.imageId, imageId), addressedTo(recipient)))
    .limit(1);
  return row !== undefined;
};

/** Marks the message read; a second call keeps the first read's time. Returns the read time. */
export const recordMessageRead = async ({
  db,
  recipient,
  messageId,
}: {
  db: DatabaseExecutor;
  recipient: Recipient;
  messageId: string;
}): Promise<Date> => {
  await db
    .insert(messageReads)
    .values({ messageId, userId: recipient.id })
    .onConflictDoNothing({ target: [messageReads.messageId, messageReads.userId] });
  const [row] = await db
    .select({ readAt: messageReads.readAt })
    .from(messageReads)
    .where(and(eq(messageReads.messageId, messageId), eq(messageReads.userId, recipient.id)))
    .limit(1);
  if (!row) throw new Error('leitura não gravada');
  return row.readAt;
};
