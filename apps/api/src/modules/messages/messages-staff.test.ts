import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_FIELD_MESSAGES } from '@escola/contracts/message-payload';
import { messageReads, messages } from '@escola/db/schema/messages';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '@escola/domain/in-app-messages';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  callAs,
  insertClassGroup,
  latestAuditEntry,
  signedInAs,
  startTestAppAs,
} from '../class-groups/class-groups-test-helpers';
import { insertMessage, signedInLearner, validPayload } from './messages-test-helpers';

const CREATE = '/api/messages/create-message';
const LIST = '/api/messages/get-messages';
const BY_ID = '/api/messages/get-message-by-id';
const UPDATE = '/api/messages/update-message';
const deletePath = (id: string) => `/api/messages/delete-by-id/${id}`;

describe('in-app messages: the staff calls', () => {
  let testApp: TestApp;
  let support: Caller & { userId: string };

  beforeAll(async () => ({ testApp, caller: support } = await startTestAppAs({ type: 'support' })));
  afterAll(async () => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    caller: Caller | null = support,
  ) => callAs({ testApp, caller, method, url, payload });

  const countMessages = async () => (await testApp.db.select().from(messages)).length;

  it('creates a message for everyone, with its audit entry, and reads it back by id', async () => {
    const payload = validPayload({
      title: '  Boas-vindas  ',
      audience: { kind: 'all', value: 'x' },
    });
    const created = await call('POST', CREATE, { messagePayload: payload });
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer.message).toBe(MESSAGES.messageCreated('Boas-vindas'));
    expect(answer.messagePayload).toMatchObject({
      title: 'Boas-vindas',
      body: payload.body,
      audience: { kind: 'all', value: '', label: null },
      createdBy: { id: support.userId, name: 'Aluna de Teste' },
    });
    const entry = await latestAuditEntry({ db: testApp.db, action: 'message.create' });
    expect(entry).toMatchObject({
      actorId: support.userId,
      targetType: 'message',
      targetId: answer.id,
    });
    expect(entry?.after).toMatchObject({ title: 'Boas-vindas', audienceKind: 'all' });

    const read = await call('GET', `${BY_ID}?messageId=${answer.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id: answer.id, messagePayload: answer.messagePayload });
  });

  it('addresses a group, an access level and a class group (labelled by its name)', async () => {
    const group = await call('POST', CREATE, {
      messagePayload: validPayload({ audience: { kind: 'group', value: 'nacional-pr' } }),
    });
    expect(group.json().messagePayload.audience).toEqual({
      kind: 'group',
      value: 'nacional-pr',
      label: 'nacional-pr',
    });
    const access = await call('POST', CREATE, {
      messagePayload: validPayload({ audience: { kind: 'access', value: 'limited' } }),
    });
    expect(access.statusCode).toBe(201);
    const classGroup = await insertClassGroup({
      db: testApp.db,
      overrides: { name: 'Turma Ceará' },
    });
    const created = await call('POST', CREATE, {
      messagePayload: validPayload({
        audience: { kind: 'class-group', value: classGroup.id.toUpperCase() },
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().messagePayload.audience).toEqual({
      kind: 'class-group',
      value: classGroup.id,
      label: 'Turma Ceará',
    });
  });

  it.each([
    [{ title: '   ' }, 'messagePayload.title', MESSAGE_FIELD_MESSAGES.titleRequired],
    [
      { title: 'a'.repeat(MESSAGE_TITLE_MAX_LENGTH + 1) },
      'messagePayload.title',
      MESSAGE_FIELD_MESSAGES.titleTooLong,
    ],
    [{ body: '' }, 'messagePayload.body', MESSAGE_FIELD_MESSAGES.bodyRequired],
    [
      { body: 'b'.repeat(MESSAGE_BODY_MAX_LENGTH + 1) },
      'messagePayload.body',
      MESSAGE_FIELD_MESSAGES.bodyTooLong,
    ],
    [
      { audience: { kind: 'everyone' } },
      'messagePayload.audience.kind',
      MESSAGE_FIELD_MESSAGES.audienceKind,
    ],
    [
      { audience: { kind: 'group', value: 'nacional-sp' } },
      'messagePayload.audience.value',
      MESSAGE_FIELD_MESSAGES.unknownGroup,
    ],
    [
      { audience: { kind: 'group', value: '' } },
      'messagePayload.audience.value',
      MESSAGE_FIELD_MESSAGES.groupRequired,
    ],
    [
      { audience: { kind: 'access', value: 'vip' } },
      'messagePayload.audience.value',
      MESSAGE_FIELD_MESSAGES.unknownAccess,
    ],
    [
      { audience: { kind: 'class-group', value: 'turma-1' } },
      'messagePayload.audience.value',
      MESSAGE_FIELD_MESSAGES.classGroupRequired,
    ],
  ])('refuses %j with a 400 in Portuguese and writes nothing', async (change, field, message) => {
    const before = await countMessages();
    const answer = await call('POST', CREATE, { messagePayload: validPayload(change) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      type: 'danger',
      message: `${MESSAGES.invalidField(field)} ${message}`,
    });
    expect(await countMessages()).toBe(before);
  });

  it('answers 404 for a class group that does not exist, and writes nothing', async () => {
    const before = await countMessages();
    const answer = await call('POST', CREATE, {
      messagePayload: validPayload({ audience: { kind: 'class-group', value: randomUUID() } }),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(MESSAGES.messageClassGroupNotFound);
    expect(await countMessages()).toBe(before);
  });

  it('updates a message, keeping its reads, and audits only the changed fields', async () => {
    const message = await insertMessage({ db: testApp.db, overrides: { title: 'Antes' } });
    const learner = await signedInLearner({ testApp });
    await testApp.db.insert(messageReads).values({ messageId: message.id, userId: learner.userId });

    const updated = await call('PUT', `${UPDATE}?messageId=${message.id}`, {
      messagePayload: validPayload({ title: 'Depois', body: message.body }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(MESSAGES.messageUpdated('Depois'));
    expect(updated.json().messagePayload.title).toBe('Depois');
    const entry = await latestAuditEntry({ db: testApp.db, action: 'message.edit' });
    expect(entry?.before).toEqual({ title: 'Antes' });
    expect(entry?.after).toEqual({ title: 'Depois' });
    const reads = await testApp.db
      .select()
      .from(messageReads)
      .where(eq(messageReads.messageId, message.id));
    expect(reads).toHaveLength(1);
  });

  it('answers 404 when updating, reading or deleting an unknown message', async () => {
    const id = randomUUID();
    const update = await call('PUT', `${UPDATE}?messageId=${id}`, {
      messagePayload: validPayload(),
    });
    const read = await call('GET', `${BY_ID}?messageId=${id}`);
    const remove = await call('DELETE', deletePath(id));
    for (const answer of [update, read, remove]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(MESSAGES.messageNotFound);
    }
    expect((await call('GET', `${BY_ID}?messageId=nao-e-uuid`)).statusCode).toBe(400);
  });

  it('deletes a message with its reads and audits it', async () => {
    const message = await insertMessage({ db: testApp.db, overrides: { title: 'Some' } });
    const learner = await signedInLearner({ testApp });
    await testApp.db.insert(messageReads).values({ messageId: message.id, userId: learner.userId });
    const answer = await call('DELETE', deletePath(message.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: MESSAGES.messageDeleted('Some'),
      id: message.id,
    });
    expect(await testApp.db.select().from(messages).where(eq(messages.id, message.id))).toEqual([]);
    expect(
      await testApp.db.select().from(messageReads).where(eq(messageReads.messageId, message.id)),
    ).toEqual([]);
    const entry = await latestAuditEntry({ db: testApp.db, action: 'message.delete' });
    expect(entry).toMatchObject({ targetId: message.id, targetLabel: 'Some' });
  });

  it('lists by keyset pages, newest first, searched by title and sorted by title', async () => {
    const marker = Math.random().toString(36).slice(2, 8);
    for (const [index, title] of ['Gama', 'Alfa', 'Beta'].entries()) {
      await insertMessage({
        db: testApp.db,
        overrides: {
          title: `${title} ${marker}`,
          createdAt: new Date(Date.UTC(2030, 0, 1 + index)),
        },
      });
    }
    const first = await call('GET', `${LIST}?search=${marker.toUpperCase()}&pageSize=2`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.list.map((row: { title: string }) => row.title)).toEqual([
      `Beta ${marker}`,
      `Alfa ${marker}`,
    ]);
    expect(page).toMatchObject({ listSize: 3, listSizeKind: 'exact' });
    const second = await call(
      'GET',
      `${LIST}?search=${marker}&pageSize=2&pageNumber=2&cursor=${page.nextCursor}`,
    );
    expect(second.json().list.map((row: { title: string }) => row.title)).toEqual([
      `Gama ${marker}`,
    ]);
    expect(second.json().nextCursor).toBeNull();

    const byTitle = await call('GET', `${LIST}?search=${marker}&sort=title&order=asc`);
    expect(byTitle.json().list.map((row: { title: string }) => row.title)).toEqual([
      `Alfa ${marker}`,
      `Beta ${marker}`,
      `Gama ${marker}`,
    ]);
    expect((await call('GET', `${LIST}?sort=body`)).statusCode).toBe(400);
    expect((await call('GET', `${LIST}?pageSize=1000`)).statusCode).toBe(400);
  });

  it('lets admin and super in, a learner gets 403 and a visitor 401', async () => {
    const learner = await signedInLearner({ testApp });
    const admin = await signedInAs({ testApp, type: 'admin' });
    const superUser = await signedInAs({ testApp, type: 'super' });
    const payload = { messagePayload: validPayload() };
    expect((await call('POST', CREATE, payload, admin)).statusCode).toBe(201);
    expect((await call('POST', CREATE, payload, superUser)).statusCode).toBe(201);
    const before = await countMessages();
    expect((await call('POST', CREATE, payload, learner)).statusCode).toBe(403);
    expect((await call('GET', LIST, undefined, learner)).statusCode).toBe(403);
    expect((await call('POST', CREATE, payload, null)).statusCode).toBe(401);
    expect(await countMessages()).toBe(before);
  });
});
