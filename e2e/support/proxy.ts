import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the browser and the app's server that the test can cut and restore. Cut, nothing answers on
 * its port (connections are refused, open ones are closed): the server is truly out of reach, for the page and for
 * its service worker alike, unlike the browser's emulated offline mode, which service workers do not see.
 */
export async function startRelay(targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        const address = relay.address();
        if (address && typeof address === 'object') port = address.port;
        server = relay;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    /** The server is out of reach: no new connection, and the open ones are dropped. */
    async cut() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    /** The server is back, on the same address. */
    restore: listen,
    close() {
      return this.cut();
    },
  };
}
export type Relay = Awaited<ReturnType<typeof startRelay>>;
