// TCP ports nobody listens on right now (the OS picks them), for servers started by scripts.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export async function findFreePort() {
  const [port = 0] = await findFreePorts(1);
  return port;
}

/**
 * `count` distinct free ports: every one is held open until all are chosen, so none repeats.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function findFreePorts(count) {
  const servers = await Promise.all(Array.from({ length: count }, () => listenOnAnyPort()));
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(
    servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
  );
  return ports;
}

/** @returns {Promise<import('node:net').Server>} */
function listenOnAnyPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
