// A TCP port nobody listens on right now (the OS picks it), for servers started by scripts.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
