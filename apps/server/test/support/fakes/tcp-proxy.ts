import net from 'node:net';

export interface FakeTcpProxy {
  /** host:port clients connect to instead of the target. */
  address: string;
  /** The target going away, as in a restart: open connections are cut, new ones refused. */
  cut(): Promise<void>;
  /** The target back on the same address. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A stand-in for a database server that restarts: forwards connections to `target` until cut(),
 * then resets every open one and refuses new ones until restore(). The real server (shared with
 * other test runs) is never touched.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<FakeTcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.resetAndDestroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    address: `127.0.0.1:${port}`,
    cut: stop,
    restore: async () => void (await listen(port)),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}
