import net from 'node:net';

/**
 * A TCP proxy the test controls, between the server and PostgreSQL (or Redis):
 * `cut('reset')` drops every connection and refuses new ones, as when the
 * database host goes down; `cut('blackhole')` accepts and never answers, as
 * when a network path silently dies; `restore()` lets traffic through again.
 */
export type CutMode = 'reset' | 'blackhole';

export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let mode: 'pass' | CutMode = 'pass';
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'reset') return client.destroy();
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut(how: CutMode) {
      mode = how;
      for (const s of sockets) s.destroy();
    },
    restore() {
      mode = 'pass';
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
