// Issue 19: POST /upload-image and /upload-public-image — real images made by sharp, and the fuzz
// of the "done": a wrong type with an image name, 20 MB, zero bytes, a polyglot file and an
// SVG with a script are refused with a 4xx and a Portuguese message, and nothing is stored.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@escola/contracts/post-upload-image';
import { buildTestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { MESSAGES } from '../../messages';
import { makeImage, storedImages, upload } from './images-test-helpers';

const testApp = await buildTestApp();
const { app, db } = testApp;
afterAll(() => testApp.close());

const signedInAs = async (type: 'student' | 'support' | 'admin' | 'super'): Promise<Caller> => {
  const { email, password } = await createTestUser({ db, overrides: { type } });
  return signIn({ app, email, password });
};
const support = await signedInAs('support');
const student = await signedInAs('student');

/** Uploads as support and reads the stored bytes back through a signed link. */
const uploadAndRead = async (bytes: Buffer, filename = 'foto.jpg') => {
  const response = await upload({ testApp, caller: support, bytes, filename });
  expect(response.statusCode, response.body).toBe(200);
  const image = uploadedImageSchema.parse(response.json());
  const link = await requestAs({
    app,
    caller: support,
    method: 'GET',
    url: `/get-image-link/${image.id}/generate-link`,
  });
  const served = await requestAs({
    app,
    caller: support,
    method: 'GET',
    url: link.json<{ imageLink: string }>().imageLink,
  });
  expect(served.statusCode).toBe(200);
  return { image, served: served.rawPayload };
};

describe('an image upload that is accepted', () => {
  it('re-encodes a JPEG as WebP and strips its EXIF with the GPS location', async () => {
    const jpeg = await sharp(await makeImage('jpeg'))
      .withExif({
        IFD0: { Copyright: 'Escola' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('Escola');

    const { image, served } = await uploadAndRead(jpeg);
    expect(image).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 });
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(served.toString('latin1')).not.toContain('Escola');
  });

  it('takes a PNG and caps the longer side at 1600 px', async () => {
    const { image, served } = await uploadAndRead(await makeImage('png', 3200, 800), 'a.png');
    expect(image).toMatchObject({ width: 1600, height: 400, isPublic: false });
    expect(image.bytes).toBe(served.length);
  });

  it('takes a GIF (its first frame) through the public upload', async () => {
    const response = await upload({
      testApp,
      caller: support,
      url: '/upload-public-image',
      bytes: await makeImage('gif'),
      filename: 'a.gif',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isPublic: true, contentType: 'image/webp' });
  });

  it('re-encodes a JPEG with HTML and a script appended: the served bytes hold neither', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([await makeImage('jpeg'), Buffer.from(payload)]);
    const { served } = await uploadAndRead(polyglot, 'foto.html');
    expect(served.toString('latin1')).not.toContain('<script');
    expect(served.toString('latin1')).not.toContain('alert(');
    expect((await sharp(served).metadata()).format).toBe('webp');
  });
});

describe('an image upload that is refused stores nothing', () => {
  let before: Awaited<ReturnType<typeof storedImages>>;
  beforeAll(async () => {
    before = await storedImages(testApp);
  });

  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
  const cases = [
    { name: 'zero bytes', bytes: Buffer.alloc(0), status: 400, message: MESSAGES.imageEmpty },
    {
      name: 'text named .png',
      bytes: Buffer.from('isto não é uma imagem'),
      filename: 'foto.png',
      type: 'image/png',
      status: 415,
      message: MESSAGES.imageUnsupportedType,
    },
    {
      name: 'an SVG with a script',
      bytes: Buffer.from(svg),
      filename: 'logo.svg',
      type: 'image/svg+xml',
      status: 415,
      message: MESSAGES.imageUnsupportedType,
    },
    {
      name: 'a GIF/JavaScript polyglot',
      bytes: Buffer.from('GIF89a=alert(document.cookie)//;'),
      filename: 'a.gif',
      status: 422,
      message: MESSAGES.imageUnreadable,
    },
    {
      name: 'a truncated PNG',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
      status: 422,
      message: MESSAGES.imageUnreadable,
    },
    {
      name: 'a 20 MB body',
      bytes: Buffer.alloc(20 * 1024 * 1024, 0xff),
      filename: 'grande.jpg',
      status: 413,
      message: MESSAGES.imageTooLarge,
    },
    {
      name: 'a file in another field',
      field: 'arquivo',
      status: 400,
      message: MESSAGES.imageMissing,
    },
  ];

  it.each(cases)('$name → $status', async ({ status, message, bytes, ...file }) => {
    const response = await upload({
      testApp,
      caller: support,
      bytes: bytes ?? (await makeImage('png')),
      ...file,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ type: 'danger', message });
    expect(await storedImages(testApp)).toEqual(before);
  });

  it('a JSON body instead of multipart → 415', async () => {
    const response = await requestAs({
      app,
      caller: support,
      method: 'POST',
      url: '/upload-image',
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: MESSAGES.imageMissing });
    expect(await storedImages(testApp)).toEqual(before);
  });

  it.each(['/upload-image', '/upload-public-image'])(
    '%s: a visitor gets 401 and a learner 403',
    async (url) => {
      const bytes = await makeImage('png');
      const visitor = await upload({ testApp, caller: await visitorOf(app), url, bytes });
      expect(visitor.statusCode).toBe(401);
      const learner = await upload({ testApp, caller: student, url, bytes });
      expect(learner.statusCode).toBe(403);
      expect(learner.json()).toMatchObject({ message: MESSAGES.forbidden });
      expect(await storedImages(testApp)).toEqual(before);
    },
  );
});
