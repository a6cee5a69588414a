// Issue 19: with S3_BUCKET set, images are stored in S3-compatible object storage — here a fake
// one of ours over real HTTP that checks every request's signature. A slow or failing storage
// answers 503 with a Portuguese message and leaves no image row behind. The daily clean-up deletes
// an unused image's object (signed DELETE); a failing DELETE keeps the row.
import { afterAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@escola/contracts/post-upload-image';
import { eq } from 'drizzle-orm';
import { images } from '@escola/db/schema/images';
import { buildTestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { FAKE_S3, startTestS3 } from '../../testing/start-test-s3';
import { MESSAGES } from '../../messages';
import { makeImage, upload } from './images-test-helpers';
import { signS3Request } from './s3-signature';
import { PURGE_UNUSED_IMAGES_JOB, UNUSED_IMAGE_GRACE_MS } from './unused-images';

const s3 = await startTestS3();
const testApp = await buildTestApp({
  environment: {
    S3_ENDPOINT: s3.url,
    S3_BUCKET: FAKE_S3.bucket,
    S3_REGION: FAKE_S3.region,
    S3_ACCESS_KEY_ID: FAKE_S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3.secretAccessKey,
    S3_TIMEOUT_MS: '300',
  },
});
const { app, db } = testApp;
afterAll(async () => {
  await testApp.close();
  await s3.close();
});

const account = await createTestUser({ db, overrides: { type: 'admin' } });
const admin: Caller = await signIn({ app, ...account });
const rowCount = async () => (await db.select({ id: images.id }).from(images)).length;

const png = await makeImage('png');
const uploadPng = () => upload({ testApp, caller: admin, bytes: png });

const linkOf = async (id: string) => {
  const response = await requestAs({
    app,
    caller: admin,
    method: 'GET',
    url: `/get-image-link/${id}/generate-link`,
  });
  return response.json<{ imageLink: string }>().imageLink;
};

describe('images in S3-compatible storage', () => {
  it('PUTs the re-encoded image, signed, and serves it back through a link', async () => {
    s3.setBehaviour({ kind: 'normal' });
    const response = await uploadPng();
    expect(response.statusCode, response.body).toBe(200);
    const { id, bytes } = uploadedImageSchema.parse(response.json());
    const [stored] = [...s3.objects.entries()];
    expect(stored?.[0]).toMatch(/^images\/[0-9a-f-]{36}\.webp$/);
    expect(stored?.[1].length).toBe(bytes);

    const served = await requestAs({ app, caller: admin, method: 'GET', url: await linkOf(id) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored?.[1] ?? Buffer.alloc(0))).toBe(true);
  });

  it.each([
    { name: 'a 500', behaviour: { kind: 'error', status: 500 } as const },
    { name: 'a 503', behaviour: { kind: 'error', status: 503 } as const },
    { name: 'a timeout', behaviour: { kind: 'slow', delayMs: 2_000 } as const },
  ])('an upload the storage answers with $name → 503, no row', async ({ behaviour }) => {
    const rowsBefore = await rowCount();
    const objectsBefore = s3.objects.size;
    s3.setBehaviour(behaviour);
    const response = await uploadPng();
    s3.setBehaviour({ kind: 'normal' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: MESSAGES.imageStorageUnavailable });
    expect(await rowCount()).toBe(rowsBefore);
    expect(s3.objects.size).toBe(objectsBefore);
  });

  it('a read the storage fails → 503', async () => {
    s3.setBehaviour({ kind: 'normal' });
    const { id } = uploadedImageSchema.parse((await uploadPng()).json());
    const link = await linkOf(id);
    s3.setBehaviour({ kind: 'error', status: 500 });
    const served = await requestAs({ app, caller: admin, method: 'GET', url: link });
    s3.setBehaviour({ kind: 'normal' });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toMatchObject({ message: MESSAGES.imageStorageUnavailable });
  });

  it('the clean-up deletes an old unused image’s object, and keeps the row when DELETE fails', async () => {
    s3.setBehaviour({ kind: 'normal' });
    const { id } = uploadedImageSchema.parse((await uploadPng()).json());
    const [row] = await db
      .update(images)
      .set({ createdAt: new Date(Date.now() - UNUSED_IMAGE_GRACE_MS - 60_000) })
      .where(eq(images.id, id))
      .returning();
    const key = row?.storageKey ?? '';
    expect(s3.objects.has(key)).toBe(true);

    s3.setBehaviour({ kind: 'error', status: 500 });
    await expect(app.jobs.runNow(PURGE_UNUSED_IMAGES_JOB)).rejects.toThrow();
    s3.setBehaviour({ kind: 'normal' });
    expect(await db.select().from(images).where(eq(images.id, id))).toHaveLength(1);
    expect(s3.objects.has(key)).toBe(true);

    await app.jobs.runNow(PURGE_UNUSED_IMAGES_JOB);
    expect(await db.select().from(images).where(eq(images.id, id))).toHaveLength(0);
    expect(s3.objects.has(key)).toBe(false);
  });

  it('the fake storage refuses a request signed with another secret (its check can fail)', async () => {
    const url = new URL(`${s3.url}/${FAKE_S3.bucket}/images/x.webp`);
    const signed = signS3Request({
      method: 'GET',
      url,
      region: FAKE_S3.region,
      accessKeyId: FAKE_S3.accessKeyId,
      secretAccessKey: 'outro-segredo',
    });
    const response = await fetch(url, { headers: signed.headers });
    expect(response.status).toBe(403);
  });
});
