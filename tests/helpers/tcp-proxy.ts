// A TCP proxy on loopback between a service and a dependency (PostgreSQL, Redis, SMTP), so a test can
// make the dependency vanish or hang without touching the machine's shared server.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Ends every open connection and refuses new ones: the dependency is gone. */
  cut(): void;
  /** Accepts connections and holds them without forwarding anything: the dependency hangs. */
  hang(): void;
  /** Forwards again. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let mode: 'forward' | 'cut' | 'hang' = 'forward';
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'cut') return void client.destroy();
    if (mode === 'hang') return; // held open, never answered
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: address.port,
    cut() {
      mode = 'cut';
      dropAll();
    },
    hang() {
      mode = 'hang';
      dropAll();
    },
    restore() {
      mode = 'forward';
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
