// The staff flows of automatic e-mails (issue 20, decision 046): the list, switching one on or off
// and rewriting its subject and body (the e-mail's own variables only, the required ones in the
// body), each change written with its audit entry in one transaction. An unknown id is a 404.
import type { AutomaticEmailItem } from '@escola/contracts/automatic-email-payload';
import {
  automaticEmailVariableIssues,
  type AutomaticEmailData,
} from '@escola/contracts/automatic-email-payload';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import {
  AUTOMATIC_EMAILS,
  isAutomaticEmailId,
  type AutomaticEmailId,
} from '@escola/domain/automatic-emails';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { changedFields, recordAuditEntry } from '../audit-log/record-audit-entry';
import {
  findAutomaticEmailLocked,
  findAutomaticEmailRow,
  findAutomaticEmailRows,
  updateAutomaticEmailRow,
  type AutomaticEmailRow,
} from './repository';

type Actor = Pick<User, 'id' | 'email' | 'name'>;

const presentAutomaticEmail = (row: AutomaticEmailRow & { id: AutomaticEmailId }) => {
  const definition = AUTOMATIC_EMAILS[row.id];
  return {
    id: row.id,
    isActive: row.isActive,
    data: {
      name: definition.name,
      description: definition.description,
      subject: row.subject,
      body: row.body,
      variables: [...definition.variables],
      requiredVariables: [...definition.requiredVariables],
    },
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { id: row.updatedBy, name: row.updatedByName ?? '' } : null,
  } satisfies AutomaticEmailItem;
};

const knownIdOf = (id: string): AutomaticEmailId => {
  if (!isAutomaticEmailId(id)) {
    throw new HttpError({ statusCode: 404, message: MESSAGES.automaticEmailNotFound });
  }
  return id;
};

const readPresented = async ({ db, id }: { db: DatabaseExecutor; id: AutomaticEmailId }) => {
  const row = await findAutomaticEmailRow({ db, id });
  if (!row) throw new HttpError({ statusCode: 404, message: MESSAGES.automaticEmailNotFound });
  return presentAutomaticEmail({ ...row, id });
};

const lockExisting = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const knownId = knownIdOf(id);
  const current = await findAutomaticEmailLocked({ db, id: knownId });
  if (!current) throw new HttpError({ statusCode: 404, message: MESSAGES.automaticEmailNotFound });
  return { id: knownId, current };
};

/** Every automatic e-mail the platform knows, in the order of AUTOMATIC_EMAILS. */
export const listAutomaticEmails = async ({ db }: { db: Database }) => {
  const rows = await findAutomaticEmailRows({ db });
  const order = Object.keys(AUTOMATIC_EMAILS);
  return {
    emails: rows
      .flatMap((row) => (isAutomaticEmailId(row.id) ? [{ ...row, id: row.id }] : []))
      .sort((first, second) => order.indexOf(first.id) - order.indexOf(second.id))
      .map(presentAutomaticEmail),
  };
};

export const toggleAutomaticEmail = async ({
  db,
  actor,
  id,
  isActive,
}: {
  db: Database;
  actor: Actor;
  id: string;
  isActive: boolean;
}) =>
  db.transaction(async (transaction) => {
    const { id: knownId, current } = await lockExisting({ db: transaction, id });
    // Switching it to what it is already writes nothing.
    if (current.isActive !== isActive) {
      await updateAutomaticEmailRow({
        db: transaction,
        id: knownId,
        values: { isActive },
        updatedBy: actor.id,
      });
      await recordAuditEntry({
        db: transaction,
        actor,
        action: 'automatic-email.toggle',
        target: { type: 'automatic-email', id: knownId, label: AUTOMATIC_EMAILS[knownId].name },
        before: { isActive: current.isActive },
        after: { isActive },
      });
    }
    return readPresented({ db: transaction, id: knownId });
  });

/** 404 for an id that is no automatic e-mail, 400 for a variable it does not allow or lacks. */
export const checkAutomaticEmailDraft = ({
  id,
  data,
}: {
  id: string;
  data: AutomaticEmailData;
}): AutomaticEmailId => {
  const knownId = knownIdOf(id);
  const issues = automaticEmailVariableIssues({ id: knownId, data });
  const issue = issues.subject ?? issues.body;
  if (issue) throw new HttpError({ statusCode: 400, message: issue });
  return knownId;
};

export const editAutomaticEmail = async ({
  db,
  actor,
  id,
  data,
}: {
  db: Database;
  actor: Actor;
  id: string;
  data: AutomaticEmailData;
}) =>
  db.transaction(async (transaction) => {
    checkAutomaticEmailDraft({ id, data });
    const { id: knownId, current } = await lockExisting({ db: transaction, id });
    const changes = changedFields({
      before: { subject: current.subject, body: current.body },
      after: { subject: data.subject, body: data.body },
    });
    // An edit that changes nothing writes nothing (no new updated_at, no audit entry).
    if (Object.keys(changes.after).length > 0) {
      await updateAutomaticEmailRow({
        db: transaction,
        id: knownId,
        values: data,
        updatedBy: actor.id,
      });
      await recordAuditEntry({
        db: transaction,
        actor,
        action: 'automatic-email.edit',
        target: { type: 'automatic-email', id: knownId, label: AUTOMATIC_EMAILS[knownId].name },
        ...changes,
      });
    }
    return readPresented({ db: transaction, id: knownId });
  });
