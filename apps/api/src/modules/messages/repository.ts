// SQL of the staff side of in-app messages (issue 19): the admin list (keyset pages newest first on
// messages_created_index, or by title on messages_title_index; "title contains" through the trigram
// index), one message with its audience's label and author, and the writes.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { GetMessagesGetMessagesQuery } from '@escola/contracts/get-messages-get-messages';
import { classGroups } from '@escola/db/schema/class-groups';
import { messages, type Message, type NewMessage } from '@escola/db/schema/messages';
import { users } from '@escola/db/schema/users';
import { cursorColumns, planKeysetPage } from '../../lists/admin-list-page';
import { countListSize } from '../../lists/count-list-size';
import { containsCondition } from '../../lists/search-conditions';
import type { DatabaseExecutor } from '@escola/db/client';

/** A message with what the pages show beside it: the class group's name and the author's. */
const messageColumns = {
  id: messages.id,
  title: messages.title,
  body: messages.body,
  audienceKind: messages.audienceKind,
  audienceValue: messages.audienceValue,
  imageId: messages.imageId,
  imageDescription: messages.imageDescription,
  classGroupName: classGroups.name,
  createdBy: messages.createdBy,
  authorName: users.name,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
};

export type MessageRow = {
  id: string;
  title: string;
  body: string;
  audienceKind: string;
  audienceValue: string;
  imageId: string | null;
  imageDescription: string;
  classGroupName: string | null;
  createdBy: string | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const classGroupOfAudience = sql`${messages.audienceKind} = 'class-group' and ${classGroups.id}::text = ${messages.audienceValue}`;

const selectMessages = (db: DatabaseExecutor) =>
  db
    .select(messageColumns)
    .from(messages)
    .leftJoin(classGroups, classGroupOfAudience)
    .leftJoin(users, eq(users.id, messages.createdBy));

export const findMessageRow = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<MessageRow | undefined> => {
  const [row] = await selectMessages(db).where(eq(messages.id, id)).limit(1);
  return row;
};

/** The message, locked until the transaction ends (an edit and a delete do not interleave). */
export const findMessageLocked = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<Message | undefined> => {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1).for('update');
  return row;
};

/** The class group's name, with a key-share lock (it cannot be deleted while the message is written). */
export const findClassGroupNameLocked = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<string | undefined> => {
  const [row] = await db
    .select({ name: classGroups.name })
    .from(classGroups)
    .where(eq(classGroups.id, id))
    .limit(1)
    .for('key share');
  return row?.name;
};

export type MessageValues = Required<
  Pick<
    NewMessage,
    'title' | 'body' | 'audienceKind' | 'audienceValue' | 'imageId' | 'imageDescription'
  >
>;

export const insertMessage = async ({
  db,
  values,
  createdBy,
}: {
  db: DatabaseExecutor;
  values: MessageValues;
  createdBy: string;
}): Promise<Message> => {
  const [row] = await db
    .insert(messages)
    .values({ ...values, createdBy })
    .returning();
  if (!row) throw new Error('mensagem não gravada');
  return row;
};

export const updateMessageRow = async ({
  db,
  id,
  values,
}: {
  db: DatabaseExecutor;
  id: string;
  values: MessageValues;
}) => {
  await db.update(messages).set(values).where(eq(messages.id, id));
};

export const deleteMessageRow = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  await db.delete(messages).where(eq(messages.id, id));
};

/** Exactly the expression of messages_title_trigram_index. */
const TITLE_SEARCH_EXPRESSION = sql`lower(${messages.title})`;

/**
 * ORDER BY in the direction of the indexes: messages_created_index was written DESC NULLS LAST
 * (a plain DESC would not match it); messages_title_index ascending.
 */
const orderOf = (query: GetMessagesGetMessagesQuery): SQL[] => {
  const column = query.sort === 'title' ? messages.title : messages.createdAt;
  return query.order === 'desc'
    ? [sql`${column} desc nulls last`, sql`${messages.id} desc nulls last`]
    : [sql`${column} asc nulls first`, sql`${messages.id} asc nulls first`];
};

export const findMessagesPage = async ({
  db,
  query,
}: {
  db: DatabaseExecutor;
  query: GetMessagesGetMessagesQuery;
}) => {
  const sortColumn = query.sort === 'title' ? messages.title : messages.createdAt;
  const plan = planKeysetPage({ query, sortColumn, idColumn: messages.id });
  const where = query.search
    ? containsCondition({ expression: TITLE_SEARCH_EXPRESSION, term: query.search })
    : undefined;
  const conditions = [where, plan.after].filter((entry): entry is SQL => entry !== undefined);
  const rows = await db
    .select({ ...messageColumns, ...cursorColumns({ sortColumn, idColumn: messages.id }) })
    .from(messages)
    .leftJoin(classGroups, classGroupOfAudience)
    .leftJoin(users, eq(users.id, messages.createdBy))
    .where(conditions.length === 0 ? undefined : sql.join(conditions, sql` and `))
    .orderBy(...orderOf(query))
    .limit(plan.limit)
    .offset(plan.offset);
  const size = await countListSize({
    db: db as Parameters<typeof countListSize>[0]['db'],
    from: sql`${messages}`,
    where,
    tableName: 'messages',
  });
  return { rows, size };
};
