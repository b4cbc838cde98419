import net from 'node:net';

/** A TCP port nothing listens on right now, on the loopback interface. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
