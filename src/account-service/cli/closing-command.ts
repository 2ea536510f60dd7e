// `npm run accounts -- closing list` and `closing cancel --login-id ID`: the accounts waiting for
// deletion after 退会 (closing/), and cancelling one (recorded in its activity as the operator's; the
// owner is mailed, as when cancelling themselves).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AdminError } from '../accounts/account-admin.service.js';
import { cancelClosingByOperator, listClosingAccounts } from '../closing/closing.service.js';
import { systemClock, type Clock } from '../lib/clock.js';

export const closingUsage = `  closing list
         (退会手続き中のアカウント（削除日の近い順） / the accounts waiting for deletion after closing, the soonest first)
  closing cancel --login-id ID
         (退会を取り消します。本人にお知らせを送ります / cancels the closing; the owner is mailed)`;

export async function runClosingCommand(db: Kysely<Database>, args: string[], env: { publicUrl: string; clock?: Clock }): Promise<string[]> {
  const [sub, ...rest] = args;
  if (sub === 'list' && rest.length === 0) {
    const rows = await listClosingAccounts(db);
    if (rows.length === 0) return ['退会手続き中のアカウントはありません / No account is waiting for deletion'];
    return [['code', 'login ID', 'e-mail', 'requested', 'deleted at', 'name'].join('\t'), ...rows.map((r) => [r.account_code, r.login_id, r.email, r.closing_requested_at, r.closing_deletes_at, r.name].join('\t'))];
  }
  if (sub === 'cancel' && rest.length === 2 && rest[0] === '--login-id' && rest[1]) {
    const account = await cancelClosingByOperator(db, rest[1], env.publicUrl, env.clock ?? systemClock);
    return [`退会を取り消しました（お知らせは送信待ち） / Closing cancelled (the notice is queued): ${account.account_code}\t${account.login_id}`];
  }
  throw new AdminError('MISSING_OPTION', '使い方: closing list | closing cancel --login-id ID', 'Usage: closing list | closing cancel --login-id ID');
}
