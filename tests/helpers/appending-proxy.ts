// A reverse proxy like nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`: it
// appends the client's address to whatever X-Forwarded-For the client sent. Every test client is on
// loopback, so the address the proxy "sees" is taken from X-Test-Client-Address (dropped on the way).
import { createServer, type Server } from 'node:http';
import { request } from 'undici';

export interface AppendingProxy {
  url: string;
  close(): Promise<void>;
}

export async function startAppendingProxy(targetUrl: string): Promise<AppendingProxy> {
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined && name !== 'host' && name !== 'connection' && name !== 'x-test-client-address') headers[name] = String(value);
    }
    const seen = String(incoming.headers['x-test-client-address'] ?? incoming.socket.remoteAddress);
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${seen}` : seen;
    const answer = await request(new URL(incoming.url ?? '/', targetUrl), {
      method: incoming.method as 'GET',
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : null,
    });
    const passed: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'connection' && name !== 'transfer-encoding' && name !== 'keep-alive') passed[name] = value;
    }
    outgoing.writeHead(answer.statusCode, passed);
    outgoing.end(Buffer.from(await answer.body.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
