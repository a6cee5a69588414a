// Issue 13, points 6, 7 and 9: slow and idle clients are closed; the server makes request ids
// (an incoming one counts only from a trusted proxy); a Permissions-Policy header is sent.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A raw connection that records what it received and whether the server closed it. */
const openConnection = (port: number) =>
  new Promise<{ socket: Socket; received: () => string; closed: Promise<void> }>((resolve) => {
    let text = '';
    const socket = connect({ port, host: '127.0.0.1' }, () =>
      resolve({ socket, received: () => text, closed }),
    );
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
  });

/** Writes `text` one byte at a time, `gap` ms apart, until the socket is closed. */
const trickle = async (socket: Socket, text: string, gap: number) => {
  for (const byte of text) {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(byte);
    await new Promise((resolve) => setTimeout(resolve, gap));
  }
};

describe('slow and idle clients', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await buildTestApp({
      environment: {
        HTTP_HEADERS_TIMEOUT_MS: '600',
        HTTP_REQUEST_TIMEOUT_MS: '1200',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '400',
        HTTP_IDLE_TIMEOUT_MS: '2000',
      },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => testApp.close());

  it('closes a connection whose request head trickles in, with a 408', async () => {
    const connection = await openConnection(port);
    void trickle(
      connection.socket,
      `GET /status/ping HTTP/1.1\r\nHost: x\r\n${'X-A: b\r\n'.repeat(50)}`,
      50,
    );
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body trickles in', async () => {
    const connection = await openConnection(port);
    connection.socket.write(
      'POST /signin-local HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n',
    );
    void trickle(connection.socket, `{"email":"${'a'.repeat(380)}`, 50);
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that never sends anything', async () => {
    const connection = await openConnection(port);
    await connection.closed;
    expect(connection.socket.destroyed).toBe(true);
  });

  it('answers, then closes a kept-alive connection left idle', async () => {
    const connection = await openConnection(port);
    connection.socket.write(
      'GET /status/ping HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n',
    );
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*"pong"/);
  });
});

describe('request ids', () => {
  const idOf = async (testApp: TestApp, id: string, remoteAddress = '127.0.0.1') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/status/ping',
      remoteAddress,
      headers: { 'x-request-id': id },
    });
    return String(response.headers['x-request-id']);
  };

  it('ignores a client’s id and sends the Permissions-Policy header', async () => {
    const testApp = await buildTestApp();
    expect(await idOf(testApp, 'escolhido-pelo-cliente')).toMatch(UUID);
    const response = await testApp.app.inject({ method: 'GET', url: '/status/ping' });
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    await testApp.close();
  });

  it('takes a well-formed id from a trusted proxy only', async () => {
    const testApp = await buildTestApp({ environment: { TRUST_PROXY: '127.0.0.1' } });
    expect(await idOf(testApp, 'Root=1-67891233-abcdef012345678912345678')).toBe(
      'Root=1-67891233-abcdef012345678912345678',
    );
    expect(await idOf(testApp, 'do-proxy', '203.0.113.9')).toMatch(UUID);
    expect(await idOf(testApp, 'com espaço e "aspas"')).toMatch(UUID);
    expect(await idOf(testApp, 'x'.repeat(129))).toMatch(UUID);
    await testApp.close();
  });
});

describe('errors the router meets', () => {
  it.each([
    ['/user/sessions/%', 400, 'O endereço da requisição é inválido.'],
    ['/user/sessions/%ED%A0%80', 400, 'O endereço da requisição é inválido.'],
    [`/user/sessions/${'a'.repeat(101)}`, 414, 'O endereço da requisição é longo demais.'],
  ])('answers %s with the flash', async (url, statusCode, message) => {
    const testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'DELETE', url });
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({ type: 'danger', message });
    expect(String(response.headers['x-request-id'])).toMatch(UUID);
    await testApp.close();
  });
});
