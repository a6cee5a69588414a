// Test helpers of the image uploads (issue 19): real images made by sharp, multipart bodies made by
// the platform's own FormData, and what was stored (rows and files) to prove a refusal wrote none.
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { images } from '@escola/db/schema/images';
import type { TestApp } from '../../testing/build-test-app';
import { requestAs, type Caller } from '../../testing/request-as';

export const makeImage = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();

/** A multipart/form-data body with one file (field `image` unless told). */
export const multipartOf = async ({
  bytes,
  filename = 'foto.png',
  field = 'image',
  type = 'application/octet-stream',
}: {
  bytes: Buffer;
  filename?: string;
  field?: string;
  type?: string;
}) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
};

export const upload = async ({
  testApp,
  caller,
  url = '/upload-image',
  ...file
}: {
  testApp: TestApp;
  caller: Caller;
  url?: string;
  bytes: Buffer;
  filename?: string;
  field?: string;
  type?: string;
}) => {
  const { payload, headers } = await multipartOf(file);
  return requestAs({ app: testApp.app, caller, method: 'POST', url, payload, headers });
};

const filesUnder = async (directory: string): Promise<string[]> => {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
};

/** How many image rows and files (temporary ones included) are stored. */
export const storedImages = async (testApp: TestApp) => ({
  rows: (await testApp.db.select({ id: images.id }).from(images)).length,
  files: (await filesUnder(testApp.app.config.uploads.directory)).length,
});
