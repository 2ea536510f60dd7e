// The built-in dev mailbox: what would have been sent, readable in a browser. Never in production.
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { isLocalRequest } from '../../platform/local-request.js';
import type { Database } from '../db/schema.js';
import { listDevMails, type DevMailRow } from './outbox.repository.js';
import { escapeHtml, formatMailDate } from './mail-render.js';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const toDevMail = (row: DevMailRow): DevMail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  createdAt: row.created_at,
});

const devMailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'to', 'subject', 'text', 'html', 'createdAt'],
  properties: {
    id: { type: 'string' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', maxLength: 254 } },
} as const;

function page(mails: DevMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">宛先: ${escapeHtml(m.to)} ／ 受信日時: ${escapeHtml(formatMailDate(new Date(m.createdAt), 'ja'))}</p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>開発用メールボックス - アカウントポータル</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:6px;padding:0 1rem;margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap}</style>
</head><body>
<h1>開発用メールボックス</h1>
<p>この環境では、送信されたメールを実際には配送せず、ここに表示します（新しい順）。</p>
${items || '<p>メールはまだありません。</p>'}
</body></html>
`;
}

export function registerDevMailboxRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  // Codes and reset links are readable here: only this machine may look, even if the service was
  // started on a public interface without NODE_ENV=production by mistake, or sits behind a proxy.
  // A hook of these routes only: no other request pays for it.
  const thisMachineOnly: onRequestHookHandler = (request, reply, done) => {
    if (isLocalRequest(request)) return done();
    reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  };

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox/messages',
    { onRequest: thisMachineOnly, schema: { querystring: querySchema, response: { 200: { type: 'array', items: devMailSchema } } } },
    async (request) => (await listDevMails(db, request.query.to)).map(toDevMail),
  );

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox', { onRequest: thisMachineOnly, schema: { querystring: querySchema } }, async (request, reply) => {
    const mails = (await listDevMails(db, request.query.to)).map(toDevMail);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(mails));
  });
}
