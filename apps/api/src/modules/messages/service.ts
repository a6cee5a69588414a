// The flows of in-app messages (issue 19). Staff: the list, one message, create, update and delete,
// each change written with its audit entry in one transaction (a class group named as the audience
// must exist: 404 otherwise; an image named must be stored: 400 otherwise). Learners: their messages with read state and unread count, and
// marking one read (idempotent; only a message addressed to them: 404 otherwise).
import type { GetMessagesGetMessagesQuery } from '@escola/contracts/get-messages-get-messages';
import type { MessageItem, MessagePayloadValues } from '@escola/contracts/message-payload';
import type { UserMessage } from '@escola/contracts/get-messages-get-messages-for-user';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import type { MessageAudienceKind } from '@escola/domain/in-app-messages';
import { HttpError } from '../../http-error';
import { toListPage } from '../../lists/admin-list-page';
import { MESSAGES } from '../../messages';
import { changedFields, recordAuditEntry } from '../audit-log/record-audit-entry';
import { checkMessageImage, presentMessageImage } from './message-image';
import {
  countUnreadForRecipient,
  findMessagesForRecipient,
  isMessageAddressedTo,
  recordMessageRead,
  type Recipient,
} from './learner-repository';
import {
  deleteMessageRow,
  findClassGroupNameLocked,
  findMessageLocked,
  findMessageRow,
  findMessagesPage,
  insertMessage,
  updateMessageRow,
  type MessageRow,
  type MessageValues,
} from './repository';

type Actor = Pick<User, 'id' | 'email' | 'name'>;

const audienceLabel = (
  row: Pick<MessageRow, 'audienceKind' | 'audienceValue' | 'classGroupName'>,
) =>
  row.audienceKind === 'class-group'
    ? row.classGroupName
    : row.audienceKind === 'all'
      ? null
      : row.audienceValue;

const presentMessage = ({ row, secret }: { row: MessageRow; secret: string }): MessageItem => ({
  id: row.id,
  title: row.title,
  body: row.body,
  audience: {
    kind: row.audienceKind as MessageAudienceKind,
    value: row.audienceValue,
    label: audienceLabel(row),
  },
  image: presentMessageImage({ row, secret }),
  createdBy: { id: row.createdBy, name: row.authorName ?? '' },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toValues = (payload: MessagePayloadValues): MessageValues => ({
  title: payload.title,
  body: payload.body,
  audienceKind: payload.audience.kind,
  // Class-group ids as PostgreSQL prints them (lower case), so the learners' match is exact.
  audienceValue:
    payload.audience.kind === 'class-group'
      ? payload.audience.value.toLowerCase()
      : payload.audience.value,
  imageId: payload.image ? payload.image.id.toLowerCase() : null,
  imageDescription: payload.image?.description ?? '',
});

/** What the audit log keeps of a message. */
const auditFields = (values: MessageValues) => ({
  title: values.title,
  body: values.body,
  audienceKind: values.audienceKind,
  audienceValue: values.audienceValue,
  imageId: values.imageId,
  imageDescription: values.imageDescription,
});

const checkClassGroup = async ({ db, values }: { db: DatabaseExecutor; values: MessageValues }) => {
  if (values.audienceKind !== 'class-group') return;
  const name = await findClassGroupNameLocked({ db, id: values.audienceValue });
  if (name === undefined) {
    throw new HttpError({ statusCode: 404, message: MESSAGES.messageClassGroupNotFound });
  }
};

const checkReferences = async ({ db, values }: { db: DatabaseExecutor; values: MessageValues }) => {
  await checkClassGroup({ db, values });
  await checkMessageImage({ db, imageId: values.imageId });
};

const readPresented = async ({
  db,
  id,
  secret,
}: {
  db: DatabaseExecutor;
  id: string;
  secret: string;
}) => {
  const row = await findMessageRow({ db, id });
  if (!row) throw new HttpError({ statusCode: 404, message: MESSAGES.messageNotFound });
  return presentMessage({ row, secret });
};

export const listMessages = async ({
  db,
  query,
  secret,
}: {
  db: Database;
  query: GetMessagesGetMessagesQuery;
  secret: string;
}) => {
  const { rows, size } = await findMessagesPage({ db, query });
  return toListPage({ rows, query, size, present: (row) => presentMessage({ row, secret }) });
};

export const getMessage = ({ db, id, secret }: { db: Database; id: string; secret: string }) =>
  readPresented({ db, id, secret });

export const createMessage = async ({
  db,
  actor,
  payload,
  secret,
}: {
  db: Database;
  actor: Actor;
  payload: MessagePayloadValues;
  secret: string;
}) =>
  db.transaction(async (transaction) => {
    const values = toValues(payload);
    await checkReferences({ db: transaction, values });
    const message = await insertMessage({ db: transaction, values, createdBy: actor.id });
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'message.create',
      target: { type: 'message', id: message.id, label: message.title },
      before: null,
      after: auditFields(values),
    });
    return readPresented({ db: transaction, id: message.id, secret });
  });

export const updateMessage = async ({
  db,
  actor,
  id,
  payload,
  secret,
}: {
  db: Database;
  actor: Actor;
  id: string;
  payload: MessagePayloadValues;
  secret: string;
}) =>
  db.transaction(async (transaction) => {
    const current = await findMessageLocked({ db: transaction, id });
    if (!current) throw new HttpError({ statusCode: 404, message: MESSAGES.messageNotFound });
    const values = toValues(payload);
    await checkReferences({ db: transaction, values });
    const changes = changedFields({ before: auditFields(current), after: auditFields(values) });
    // An edit that changes nothing writes nothing (no new updated_at, no audit entry).
    if (Object.keys(changes.after).length > 0) {
      await updateMessageRow({ db: transaction, id, values });
      await recordAuditEntry({
        db: transaction,
        actor,
        action: 'message.edit',
        target: { type: 'message', id, label: values.title },
        ...changes,
      });
    }
    return readPresented({ db: transaction, id, secret });
  });

export const deleteMessage = async ({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: string;
}) =>
  db.transaction(async (transaction) => {
    const current = await findMessageLocked({ db: transaction, id });
    if (!current) throw new HttpError({ statusCode: 404, message: MESSAGES.messageNotFound });
    await deleteMessageRow({ db: transaction, id });
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'message.delete',
      target: { type: 'message', id, label: current.title },
      before: auditFields(current),
      after: null,
    });
    return { title: current.title };
  });

/** The caller as a recipient; `userId` must be their own id (403 otherwise). */
export const recipientOf = ({ user, userId }: { user: User; userId?: string }): Recipient => {
  if (userId !== undefined && userId.toLowerCase() !== user.id.toLowerCase()) {
    throw new HttpError({ statusCode: 403, message: MESSAGES.messagesOfAnotherUser });
  }
  return { id: user.id, group: user.group, access: user.access };
};

export const listMessagesForUser = async ({
  db,
  recipient,
  secret,
}: {
  db: Database;
  recipient: Recipient;
  secret: string;
}) => {
  const [rows, unreadCount] = await Promise.all([
    findMessagesForRecipient({ db, recipient }),
    countUnreadForRecipient({ db, recipient }),
  ]);
  const messageList = rows.map((row): UserMessage => ({
    id: row.id,
    title: row.title,
    body: row.body,
    image: presentMessageImage({ row, secret }),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  }));
  return { messageList, messageListSize: messageList.length, unreadCount };
};

export const markMessageAsRead = async ({
  db,
  recipient,
  messageId,
}: {
  db: Database;
  recipient: Recipient;
  messageId: string;
}) => {
  const readAt = await db.transaction(async (transaction) => {
    if (!(await isMessageAddressedTo({ db: transaction, recipient, messageId }))) {
      throw new HttpError({ statusCode: 404, message: MESSAGES.messageNotFound });
    }
    return recordMessageRead({ db: transaction, recipient, messageId });
  });
  const unreadCount = await countUnreadForRecipient({ db, recipient });
  return { id: messageId, readAt: readAt.toISOString(), unreadCount };
};
