// The 6-digit codes mailed for sign-in and e-mail changes.
import { dashCharacters } from './text';

export const codeLength = 6;

const codeSeparators = new RegExp(`[\\s${dashCharacters}]`, 'g');

/** Full-width digits typed through a Japanese IME become ASCII; the spaces and dashes an IME may produce are dropped. */
export function stripCode(value: string): string {
  return value.normalize('NFKC').replace(codeSeparators, '');
}

/** The code as it is checked: stripCode, then exactly 6 ASCII digits, or null. */
export function normalizeCode(value: string): string | null {
  const code = stripCode(value);
  return /^[0-9]{6}$/.test(code) ? code : null;
}

/** A recovery code as it is compared: NFKC (full-width typing), lower case, no spaces or dashes (those an IME makes too); null unless 10 letters and digits. */
export function normalizeRecoveryCode(value: string): string | null {
  const code = value.normalize('NFKC').toLowerCase().replace(/[\s\-‐‑‒–—―ー−]/g, '');
  return /^[a-z0-9]{10}$/.test(code) ? code : null;
}
