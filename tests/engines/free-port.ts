// A loopback port no one listens on, for a program that must be told its port up front.
import { createServer } from 'node:net';

/** Binds port 0 on 127.0.0.1, reads the port the system chose, and frees it again. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port was bound.'))));
    });
  });
}
