// Issue 19: GET /get-image-link/{id}/generate-link signs an expiring link, and the link serves the
// bytes with headers that let them be nothing but an image; a tampered or expired link → 403.
// Also: an upload's row and file land together or not at all (storeImage with failing steps).
// The learner here reads the private image through a message for everyone that shows it (who may
// get which link: messages-images.test.ts).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@escola/contracts/post-upload-image';
import { TEST_SESSION_SECRET, buildTestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { MESSAGES } from '../../messages';
import { insertMessage } from '../messages/messages-test-helpers';
import { IMAGE_LINK_LIFETIME_MS, signImageLink } from './image-link';
import { makeImage, storedImages, upload } from './images-test-helpers';
import { storeImage } from './service';
import { createLocalDiskStorage } from './storage';

const testApp = await buildTestApp();
const { app, db } = testApp;
const scratch = await mkdtemp(path.join(tmpdir(), 'escola-images-link-test-'));
afterAll(async () => {
  await testApp.close();
  await rm(scratch, { recursive: true, force: true });
});

const {
  user: supportUser,
  email,
  password,
} = await createTestUser({
  db,
  overrides: { type: 'support' },
});
const support: Caller = await signIn({ app, email, password });
const learnerAccount = await createTestUser({ db });
const learner: Caller = await signIn({ app, ...learnerAccount });
const visitor = await visitorOf(app);

const uploadedId = async (url: string) => {
  const response = await upload({ testApp, caller: support, url, bytes: await makeImage('png') });
  return uploadedImageSchema.parse(response.json()).id;
};
const privateId = await uploadedId('/upload-image');
const publicId = await uploadedId('/upload-public-image');
await insertMessage({ db, overrides: { imageId: privateId, imageDescription: 'Um gráfico' } });

const get = (caller: Caller, url: string) => requestAs({ app, caller, method: 'GET', url });
const linkOf = async (caller: Caller, id: string) => {
  const response = await get(caller, `/get-image-link/${id}/generate-link?action=read&filePath=x`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imageLink: string }>().imageLink;
};

describe('GET /get-image-link/{id}/generate-link', () => {
  it('serves the image through the link with image-only headers', async () => {
    const link = await linkOf(learner, privateId);
    expect(link).toMatch(/^\/image-file\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    const served = await get(learner, link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=(9\d\d|\d{1,2})$/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('gives a public image a link any visitor may use', async () => {
    const link = await linkOf(visitor, publicId);
    expect((await get(visitor, link)).statusCode).toBe(200);
  });

  it('keeps a private image from visitors, link or not (401)', async () => {
    const response = await get(visitor, `/get-image-link/${privateId}/generate-link`);
    expect(response.statusCode).toBe(401);
    const link = await linkOf(learner, privateId);
    expect((await get(visitor, link)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown image', async () => {
    const response = await get(learner, `/get-image-link/${randomUUID()}/generate-link`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: MESSAGES.imageNotFound });
  });

  const tamperings: { name: string; tamper: (link: string) => string }[] = [
    {
      name: 'another signature',
      // The first character of the signature changed to another one (never itself).
      tamper: (link) =>
        link.replace(
          /signature=(.)/,
          (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
        ),
    },
    {
      name: 'a later expiry',
      tamper: (link) =>
        link.replace(/expires=(\d+)/, (_, value) => `expires=${Number(value) + 3600}`),
    },
    { name: 'another image id', tamper: (link) => link.replace(privateId, publicId) },
  ];
  it.each(tamperings)('a link with $name → 403', async ({ tamper }) => {
    const link = await linkOf(learner, privateId);
    const response = await get(learner, tamper(link));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: MESSAGES.imageLinkInvalid });
    expect(response.headers['content-type']).not.toBe('image/webp');
  });

  it('an expired link → 403; one signed with another secret → 403', async () => {
    const expired = signImageLink({
      secret: TEST_SESSION_SECRET,
      id: publicId,
      now: Date.now() - IMAGE_LINK_LIFETIME_MS - 1000,
    });
    expect((await get(learner, expired)).statusCode).toBe(403);
    const fresh = signImageLink({ secret: TEST_SESSION_SECRET, id: publicId });
    expect((await get(learner, fresh)).statusCode).toBe(200);
    const forged = signImageLink({
      secret: 'outro-segredo-com-mais-de-32-caracteres-0000',
      id: publicId,
    });
    expect((await get(learner, forged)).statusCode).toBe(403);
  });
});

describe('storeImage: the row and the file land together or not at all', () => {
  const filesIn = async (directory: string) =>
    (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );

  it('removes the staged file when the row cannot be written', async () => {
    const directory = path.join(scratch, 'row-fails');
    const before = await storedImages(testApp);
    const ghost = { ...supportUser, id: randomUUID() }; // no such user: the foreign key refuses
    await expect(
      storeImage({
        db,
        storage: createLocalDiskStorage(directory),
        actor: ghost,
        bytes: await makeImage('png'),
        isPublic: false,
      }),
    ).rejects.toThrow();
    expect(await filesIn(directory)).toEqual([]);
    expect(await storedImages(testApp)).toEqual(before);
  });

  it('rolls the row back when the file cannot be put in place', async () => {
    const directory = path.join(scratch, 'rename-fails');
    const storage = createLocalDiskStorage(directory);
    const before = await storedImages(testApp);
    await expect(
      storeImage({
        db,
        storage: { ...storage, commit: () => Promise.reject(new Error('disco cheio')) },
        actor: supportUser,
        bytes: await makeImage('png'),
        isPublic: false,
      }),
    ).rejects.toThrow('disco cheio');
    expect(await filesIn(directory)).toEqual([]);
    expect(await storedImages(testApp)).toEqual(before);
  });
});
