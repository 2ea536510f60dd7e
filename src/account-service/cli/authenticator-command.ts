// `npm run accounts -- authenticator rekey`: every authenticator app's secret sealed under the current
// TOTP_ENCRYPTION_KEY now (authenticator/rekey.ts), so TOTP_ENCRYPTION_KEY_PREVIOUS can be dropped.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AdminError } from '../accounts/account-admin.service.js';
import { rekeyAuthenticators } from '../authenticator/rekey.js';
import type { EncryptionKeys } from '../authenticator/secret-box.js';

export const authenticatorUsage = `  authenticator rekey
         (認証アプリの秘密鍵をすべて TOTP_ENCRYPTION_KEY で暗号化し直します。終われば TOTP_ENCRYPTION_KEY_PREVIOUS を外せます。
          すべてのインスタンスを新しい鍵で再起動してから実行してください。動いているポータルと同時に実行できます /
          seals every authenticator app's secret under TOTP_ENCRYPTION_KEY now; then TOTP_ENCRYPTION_KEY_PREVIOUS can go;
          run it once every instance has restarted with the new key; safe while the portal runs)`;

export async function runAuthenticatorCommand(db: Kysely<Database>, args: string[], keys: EncryptionKeys): Promise<string[]> {
  if (args.includes('--help') || args.includes('-h')) return [authenticatorUsage];
  if (args.length !== 1 || args[0] !== 'rekey') throw new AdminError('MISSING_OPTION', '使い方: authenticator rekey', 'Usage: authenticator rekey');
  if (!keys.current) {
    throw new AdminError(
      'MISSING_OPTION',
      'TOTP_ENCRYPTION_KEY が設定されていません。新しい鍵を TOTP_ENCRYPTION_KEY に設定してから実行してください',
      'TOTP_ENCRYPTION_KEY is not set: set the new key there first',
    );
  }
  const report = await rekeyAuthenticators(db, keys);
  const lines = [`暗号化し直しました: ${report.resealed} 件（鍵 ${report.keyId}、実行中に変わった ${report.skipped} 件は対象外） / Sealed again: ${report.resealed} (key ${report.keyId}; ${report.skipped} changed meanwhile)`];
  if (report.remaining === 0) return [...lines, 'すべて現在の鍵で暗号化されています。TOTP_ENCRYPTION_KEY_PREVIOUS を外せます / All sealed with the current key: TOTP_ENCRYPTION_KEY_PREVIOUS can go'];
  if (report.unreadable.length === 0) {
    // Sealed meanwhile with another key: an instance still has the old key as its current one.
    throw new AdminError(
      'SECRETS_UNREADABLE',
      `${lines[0]}\nまだ ${report.remaining} 件が別の鍵で暗号化されています。古い TOTP_ENCRYPTION_KEY のまま動いているインスタンスがあるようです。すべてのインスタンスを新しい鍵で再起動してから、もう一度実行してください。それまで TOTP_ENCRYPTION_KEY_PREVIOUS は外さないでください`,
      `${lines[0]}\n${report.remaining} are still sealed with another key: an instance seems to run with the old TOTP_ENCRYPTION_KEY. Restart every instance with the new key, then run again; keep TOTP_ENCRYPTION_KEY_PREVIOUS until then`,
    );
  }
  // Named by login ID: the first few, so the operator knows whom it concerns (a count for the rest).
  const shown = 20;
  const who = await db.selectFrom('accounts').select('login_id').where('id', 'in', report.unreadable.slice(0, shown)).orderBy('login_id').execute();
  const names = who.map((row) => row.login_id).join(', ') + (report.unreadable.length > shown ? ` (+${report.unreadable.length - shown})` : '');
  throw new AdminError(
    'SECRETS_UNREADABLE',
    `${lines[0]}\n${report.unreadable.length} 件は TOTP_ENCRYPTION_KEY でも TOTP_ENCRYPTION_KEY_PREVIOUS でも開けません（それより前の鍵で暗号化されています）: ${names}。その鍵を TOTP_ENCRYPTION_KEY_PREVIOUS にして、もう一度実行してください`,
    `${lines[0]}\n${report.unreadable.length} opened with neither TOTP_ENCRYPTION_KEY nor TOTP_ENCRYPTION_KEY_PREVIOUS (sealed with an older key): ${names}. Set that key as TOTP_ENCRYPTION_KEY_PREVIOUS and run again`,
  );
}
