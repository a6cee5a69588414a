// Test helper: a fake S3-compatible object storage over real HTTP on 127.0.0.1 (a free port):
// PUT, GET and DELETE of path-style objects `/<bucket>/<key>`, each request's AWS Signature V4 checked
// (403 when wrong). What it answers is set with `setBehaviour`: normally, slowly, or an error.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signS3Request } from '../modules/images/s3-signature';

export const FAKE_S3 = {
  bucket: 'escola-imagens',
  region: 'sa-east-1',
  accessKeyId: 'CHAVE-DE-TESTE',
  secretAccessKey: 'segredo-do-armazenamento-de-teste',
} as const;

export type FakeS3Behaviour =
  { kind: 'normal' } | { kind: 'slow'; delayMs: number } | { kind: 'error'; status: number };

const fromAmzDate = (value: string) =>
  new Date(
    `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`,
  );

export const startTestS3 = async () => {
  let behaviour: FakeS3Behaviour = { kind: 'normal' };
  const objects = new Map<string, Buffer>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? '';
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? ''}`);
      const answer = (status: number, content: Buffer | string = '') => {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(content);
      };
      const expected = signS3Request({
        method,
        url,
        headers: request.headers['content-type']
          ? { 'content-type': request.headers['content-type'] }
          : {},
        ...(body.length > 0 ? { body } : {}),
        region: FAKE_S3.region,
        accessKeyId: FAKE_S3.accessKeyId,
        secretAccessKey: FAKE_S3.secretAccessKey,
        now: fromAmzDate(String(request.headers['x-amz-date'] ?? '')),
      });
      if (request.headers.authorization !== expected.headers.authorization) {
        answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const current = behaviour;
      if (current.kind === 'error') {
        answer(current.status, '<Error><Code>InternalError</Code></Error>');
        return;
      }
      const respond = () => {
        const prefix = `/${FAKE_S3.bucket}/`;
        if (!url.pathname.startsWith(prefix)) return answer(404);
        const key = url.pathname.slice(prefix.length);
        if (method === 'PUT') {
          objects.set(key, body);
          return answer(200);
        }
        if (method === 'DELETE') {
          objects.delete(key);
          return answer(204);
        }
        const object = objects.get(key);
        if (method === 'GET' && object) {
          response.writeHead(200, { 'content-type': 'image/webp' });
          return response.end(object);
        }
        return answer(404, '<Error><Code>NoSuchKey</Code></Error>');
      };
      if (current.kind === 'slow') {
        const timer = setTimeout(respond, current.delayMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    setBehaviour: (next: FakeS3Behaviour) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
