import net from 'node:net';

/** A TCP relay on localhost that forwards to the PostgreSQL server and can be closed to "stop" it. */
export function startRelay(
  listenPort: number,
  targetPort: number,
): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, 'localhost');
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
  });
  return new Promise((resolve) => {
    server.listen(listenPort, 'localhost', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
