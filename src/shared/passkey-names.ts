// A passkey's name: what the account's /security list and its buttons (「削除: …」「名前を変更: …」) call it.
// The name given at registration is free (two passkeys may share one the user chose, and a rename is
// free too); only the default, made from the device ("LinuxのChrome"), is numbered when the account
// already has a passkey of that name, so that two PCs of one kind or a passkey added again can be told
// apart: 「LinuxのChrome」, 「LinuxのChrome (2)」, 「LinuxのChrome (3)」.
import { codePoints } from './text.js';

/** A passkey's name holds at most this many characters (code points). */
export const passkeyNameMaxLength = 50;

/**
 * The default name of a new passkey: `base` (shortened to fit), or `base (n)` with the smallest n ≥ 2
 * that none of the account's passkeys is called, the base shortened so that the number always fits.
 */
export function numberedPasskeyName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  const fit = (text: string, room: number) => Array.from(text).slice(0, room).join('').trimEnd();
  const plain = fit(base, passkeyNameMaxLength);
  if (!names.has(plain)) return plain;
  for (let n = 2; ; n++) {
    const suffix = ` (${String(n)})`;
    const name = fit(base, passkeyNameMaxLength - codePoints(suffix)) + suffix;
    if (!names.has(name)) return name;
  }
}
