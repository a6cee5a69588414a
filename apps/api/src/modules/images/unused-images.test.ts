// Issue 19: the daily clean-up deletes images no message uses that were uploaded more than 24 h
// ago — row and file (local disk here) — and keeps images a message uses and recent ones. When the
// storage fails, the rows stay for the next run.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@escola/contracts/post-upload-image';
import { images } from '@escola/db/schema/images';
import { messages } from '@escola/db/schema/messages';
import { buildTestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { insertMessage } from '../messages/messages-test-helpers';
import { makeImage, upload } from './images-test-helpers';
import { createLocalDiskStorage } from './storage';
import { PURGE_UNUSED_IMAGES_JOB, UNUSED_IMAGE_GRACE_MS, purgeUnusedImages } from './unused-images';

const testApp = await buildTestApp();
const { app, db } = testApp;
afterAll(async () => testApp.close());

const account = await createTestUser({ db, overrides: { type: 'admin' } });
const admin = await signIn({ app, ...account });

const HOUR_MS = 60 * 60 * 1000;

/** Uploads an image and dates it `ageMs` ago; answers its id and the path of its file. */
const storedImage = async ({ ageMs, url }: { ageMs: number; url?: string }) => {
  const response = await upload({ testApp, caller: admin, bytes: await makeImage('png'), url });
  const { id } = uploadedImageSchema.parse(response.json());
  const [row] = await db
    .update(images)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(images.id, id))
    .returning();
  if (!row) throw new Error('imagem de teste não gravada');
  return { id, file: path.join(app.config.uploads.directory, row.storageKey) };
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const remainingOf = async (ids: string[]) =>
  (await db.select({ id: images.id }).from(images).where(inArray(images.id, ids)))
    .map((row) => row.id)
    .sort();

describe('job purge-unused-images', () => {
  it('deletes old unused images (row and file) and keeps used and recent ones', async () => {
    const oldUsed = await storedImage({ ageMs: 72 * HOUR_MS });
    const oldUnused = await storedImage({ ageMs: 25 * HOUR_MS });
    const oldUnusedPublic = await storedImage({ ageMs: 30 * HOUR_MS, url: '/upload-public-image' });
    const recentUnused = await storedImage({ ageMs: 23 * HOUR_MS });
    const removedFromMessage = await storedImage({ ageMs: 48 * HOUR_MS });
    await insertMessage({ db, overrides: { imageId: oldUsed.id, imageDescription: 'Usada' } });
    const edited = await insertMessage({
      db,
      overrides: { imageId: removedFromMessage.id, imageDescription: 'Tirada depois' },
    });
    await db
      .update(messages)
      .set({ imageId: null, imageDescription: '' })
      .where(eq(messages.id, edited.id));
    const all = [oldUsed, oldUnused, oldUnusedPublic, recentUnused, removedFromMessage];
    for (const image of all) expect(await exists(image.file)).toBe(true);

    await app.jobs.runNow(PURGE_UNUSED_IMAGES_JOB);

    const kept = [oldUsed, recentUnused];
    const gone = [oldUnused, oldUnusedPublic, removedFromMessage];
    expect(await remainingOf(all.map((image) => image.id))).toEqual(
      kept.map((image) => image.id).sort(),
    );
    for (const image of kept) expect(await exists(image.file)).toBe(true);
    for (const image of gone) expect(await exists(image.file)).toBe(false);
    // The kept one is still served.
    const link = await requestAs({
      app,
      caller: admin,
      method: 'GET',
      url: `/get-image-link/${oldUsed.id}/generate-link`,
    });
    expect(link.statusCode, link.body).toBe(200);
  });

  it('deletes in batches until none is left', async () => {
    const batch = await Promise.all([1, 2, 3].map(() => storedImage({ ageMs: 26 * HOUR_MS })));
    const deleted = await purgeUnusedImages({
      db,
      storage: createLocalDiskStorage(app.config.uploads.directory),
      now: new Date(),
      batchSize: 2,
    });
    expect(deleted).toBe(3);
    expect(await remainingOf(batch.map((image) => image.id))).toEqual([]);
    for (const image of batch) expect(await exists(image.file)).toBe(false);
  });

  it('keeps the rows when the storage cannot delete (the next run deletes them)', async () => {
    const image = await storedImage({ ageMs: UNUSED_IMAGE_GRACE_MS + HOUR_MS });
    const storage = createLocalDiskStorage(app.config.uploads.directory);
    await expect(
      purgeUnusedImages({
        db,
        storage: {
          ...storage,
          remove: () => Promise.reject(new Error('armazenamento fora do ar')),
        },
        now: new Date(),
      }),
    ).rejects.toThrow('armazenamento fora do ar');
    expect(await remainingOf([image.id])).toEqual([image.id]);
    expect(await exists(image.file)).toBe(true);

    expect(await purgeUnusedImages({ db, storage, now: new Date() })).toBe(1);
    expect(await remainingOf([image.id])).toEqual([]);
  });
});
