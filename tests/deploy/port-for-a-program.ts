// A loopback port for a program that must be told its port before it binds: Caddy takes it from the site address,
// a .socket unit from ListenStream= and the WordPress test's nginx from its listen directive. Everything the tests
// themselves listen on binds port 0 instead.
import { createServer } from 'node:net';

/** A port the system hands out for port 0 on 127.0.0.1, let go again for the program to bind. */
export function portForAProgram(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port was bound.'))));
    });
  });
}
