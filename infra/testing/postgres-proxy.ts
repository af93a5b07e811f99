import { createConnection, createServer, Socket } from 'node:net';

/**
 * A TCP proxy in front of the shared PostgreSQL that a test can cut: while cut it refuses new
 * connections and has dropped the open ones, which is what the services see of a PostgreSQL that
 * stopped, without stopping the server other tests use.
 */
export interface PostgresProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startPostgresProxy(target: {
  host: string;
  port: number;
}): Promise<PostgresProxy> {
  let isCut = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
