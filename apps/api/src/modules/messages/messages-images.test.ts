// Issue 19: a message may show one image (uploaded first, named by id, with a description that is
// its alt text). Staff write, change and remove it; an unknown image → 400 and nothing written.
// A learner reads each of their messages' image through a signed link in their own answer, and
// GET /get-image-link gives them no link to any other private image (404, as for an unknown id).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_FIELD_MESSAGES } from '@escola/contracts/message-payload';
import { uploadedImageSchema } from '@escola/contracts/post-upload-image';
import { messages } from '@escola/db/schema/messages';
import { MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH } from '@escola/domain/in-app-messages';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  callAs,
  latestAuditEntry,
  startTestAppAs,
} from '../class-groups/class-groups-test-helpers';
import { makeImage, upload } from '../images/images-test-helpers';
import { insertMessage, signedInLearner, validPayload } from './messages-test-helpers';

const CREATE = '/api/messages/create-message';
const LIST = '/api/messages/get-messages';
const BY_ID = '/api/messages/get-message-by-id';
const UPDATE = '/api/messages/update-message';
const forUser = (userId: string) => `/api/messages/get-messages-for-user?userId=${userId}`;
const linkPath = (id: string) => `/get-image-link/${id}/generate-link`;
const LINK_PATTERN = /^\/image-file\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/;

type MessageImage = { id: string; description: string; link: string } | null;

describe('in-app messages with an image', () => {
  let testApp: TestApp;
  let support: Caller & { userId: string };

  beforeAll(async () => ({ testApp, caller: support } = await startTestAppAs({ type: 'support' })));
  afterAll(async () => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    caller: Caller | null = support,
  ) => callAs({ testApp, caller, method, url, payload });

  const uploadImage = async (url = '/upload-image') => {
    const response = await upload({ testApp, caller: support, url, bytes: await makeImage('png') });
    expect(response.statusCode, response.body).toBe(200);
    return uploadedImageSchema.parse(response.json()).id;
  };

  const countMessages = async () => (await testApp.db.select().from(messages)).length;

  it('writes an upload to the audit log (image.upload)', async () => {
    const id = await uploadImage();
    const entry = await latestAuditEntry({ db: testApp.db, action: 'image.upload' });
    expect(entry).toMatchObject({ actorId: support.userId, targetType: 'image', targetId: id });
    expect(entry?.after).toMatchObject({ isPublic: false, width: 64, height: 48 });
  });

  it('creates a message with an image, answers its signed link, and lists it', async () => {
    const imageId = await uploadImage();
    const created = await call('POST', CREATE, {
      messagePayload: validPayload({
        image: { id: imageId.toUpperCase(), description: '  Cartaz da aula ao vivo  ' },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, messagePayload } = created.json<{
      id: string;
      messagePayload: { image: MessageImage };
    }>();
    expect(messagePayload.image).toMatchObject({
      id: imageId,
      description: 'Cartaz da aula ao vivo',
    });
    expect(messagePayload.image?.link).toMatch(LINK_PATTERN);
    const served = await call('GET', messagePayload.image?.link ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const entry = await latestAuditEntry({ db: testApp.db, action: 'message.create' });
    expect(entry?.after).toMatchObject({ imageId, imageDescription: 'Cartaz da aula ao vivo' });

    const read = await call('GET', `${BY_ID}?messageId=${id}`);
    expect(read.json().messagePayload.image).toMatchObject({ id: imageId });
    const list = await call('GET', `${LIST}?pageSize=50`);
    const row = list
      .json<{ list: { id: string; image: MessageImage }[] }>()
      .list.find((item) => item.id === id);
    expect(row?.image).toMatchObject({ id: imageId, description: 'Cartaz da aula ao vivo' });
  });

  it('refuses an unknown image, one that is not an id, and one with no description (400, nothing written)', async () => {
    const before = await countMessages();
    const unknown = await call('POST', CREATE, {
      messagePayload: validPayload({ image: { id: randomUUID(), description: 'Foto' } }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: MESSAGE_FIELD_MESSAGES.imageInvalid });

    const notAnId = await call('POST', CREATE, {
      messagePayload: validPayload({ image: { id: '../../etc/passwd', description: 'Foto' } }),
    });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toContain(MESSAGE_FIELD_MESSAGES.imageInvalid);

    const imageId = await uploadImage();
    for (const description of ['   ', undefined]) {
      const bare = await call('POST', CREATE, {
        messagePayload: validPayload({ image: { id: imageId, description } }),
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toContain(MESSAGE_FIELD_MESSAGES.imageDescriptionRequired);
    }
    const long = await call('POST', CREATE, {
      messagePayload: validPayload({
        image: { id: imageId, description: 'x'.repeat(MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH + 1) },
      }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(MESSAGE_FIELD_MESSAGES.imageDescriptionTooLong);
    expect(await countMessages()).toBe(before);
  });

  it('changes, keeps and removes the image on edit, each change audited', async () => {
    const first = await uploadImage();
    const payload = validPayload({ image: { id: first, description: 'Primeira' } });
    const created = await call('POST', CREATE, { messagePayload: payload });
    const id = created.json<{ id: string }>().id;
    const update = (messagePayload: unknown) =>
      call('PUT', `${UPDATE}?messageId=${id}`, { messagePayload });

    const second = await uploadImage();
    const changed = await update({ ...payload, image: { id: second, description: 'Segunda' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().messagePayload.image).toMatchObject({
      id: second,
      description: 'Segunda',
    });
    const entry = await latestAuditEntry({ db: testApp.db, action: 'message.edit' });
    expect(entry).toMatchObject({ targetId: id });
    expect(entry?.before).toEqual({ imageId: first, imageDescription: 'Primeira' });
    expect(entry?.after).toEqual({ imageId: second, imageDescription: 'Segunda' });

    // An unknown image on edit: 400, and the message keeps the one it had.
    const refused = await update({ ...payload, image: { id: randomUUID(), description: 'X' } });
    expect(refused.statusCode).toBe(400);
    const [stored] = await testApp.db.select().from(messages).where(eq(messages.id, id));
    expect(stored?.imageId).toBe(second);

    const removed = await update({ ...payload, image: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().messagePayload.image).toBeNull();
    const removal = await latestAuditEntry({ db: testApp.db, action: 'message.edit' });
    expect(removal?.after).toEqual({ imageId: null, imageDescription: '' });
    const [row] = await testApp.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ imageId: null, imageDescription: '' });
  });

  it('gives a learner the links of their own messages’ images only', async () => {
    const learner = await signedInLearner({ testApp, overrides: { access: 'limited' } });
    const ownImage = await uploadImage();
    const othersImage = await uploadImage();
    const unusedImage = await uploadImage();
    const publicImage = await uploadImage('/upload-public-image');
    const own = await insertMessage({
      db: testApp.db,
      overrides: { imageId: ownImage, imageDescription: 'Mapa da trilha' },
    });
    const others = await insertMessage({
      db: testApp.db,
      overrides: {
        audienceKind: 'group',
        audienceValue: 'nacional-pr',
        imageId: othersImage,
        imageDescription: 'Só para o Paraná',
      },
    });

    const answer = await call('GET', forUser(learner.userId), undefined, learner);
    const list = answer.json<{ messageList: { id: string; image: MessageImage }[] }>().messageList;
    expect(list.map((message) => message.id)).not.toContain(others.id);
    const image = list.find((message) => message.id === own.id)?.image;
    expect(image).toMatchObject({ id: ownImage, description: 'Mapa da trilha' });
    expect((await call('GET', image?.link ?? '', undefined, learner)).statusCode).toBe(200);

    expect((await call('GET', linkPath(ownImage), undefined, learner)).statusCode).toBe(200);
    for (const id of [othersImage, unusedImage, randomUUID()]) {
      const refused = await call('GET', linkPath(id), undefined, learner);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: MESSAGES.imageNotFound });
    }
    // A public image is anyone's; staff get a link to any image.
    expect((await call('GET', linkPath(publicImage), undefined, learner)).statusCode).toBe(200);
    expect((await call('GET', linkPath(othersImage))).statusCode).toBe(200);
    expect((await call('GET', linkPath(unusedImage))).statusCode).toBe(200);
  });
});
