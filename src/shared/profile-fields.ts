// The details a user edits on /accountEdit (besides the language), one entry each: the rule, where
// it is stored, what a broken rule is called, whether it may stay empty, and how it is typed. The
// account service stores and returns them, the gateway passes them on, the SPA's form and the mocks
// show and check them, all from this list: a new field is one entry here, its column, its place in
// the two contracts, and its label.
import { codePoints, normalizeIdentifier } from './text';
import { nameMaxLength, normalizeName, normalizeNameKana, normalizePhone } from './account-fields';

export interface ProfileField {
  /** Its name in the REST and GraphQL contracts and in the form. */
  readonly name: string;
  /** Its column in the accounts table. */
  readonly column: string;
  /**
   * 'optional': an empty value removes it (null); 'required': it must hold something; 'once-set':
   * an account may have none (an operator created it without), but once it has one it stays.
   */
  readonly presence: 'optional' | 'required' | 'once-set';
  /** The stored form, or null when the value breaks the rule. Not called for an empty optional value. */
  normalize(value: string): string | null;
  /** What a broken rule is answered with; VALIDATION_FAILED (at the field) when it has no code of its own. */
  readonly errorCode: 'NAME_INVALID' | 'NAME_KANA_INVALID' | 'PHONE_INVALID' | 'VALIDATION_FAILED';
  /** The longest value, in code points after NFKC, the form says it takes. */
  readonly maxLength: number;
  /** The longest input the gateway passes on (the contracts' maxLength): room for spaces and hyphens. */
  readonly maxInputLength: number;
  /**
   * Whether the SPA may keep it in the cache it persists in localStorage. Only the name is, which the
   * header shows and the login information holds anyway; personal details are read when needed.
   */
  readonly keptInBrowser: boolean;
  /** How the form's input is typed. */
  readonly input: { readonly type: 'text' | 'tel'; readonly autoComplete?: string; readonly inputMode?: 'text' | 'tel' };
}

// C0/C1 controls and the bidirectional overrides and isolates: a one-line text shown to others.
const forbidden = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A free one-line text of at most `max` code points: NFKC, trimmed, no control characters. */
export function normalizeLine(value: string, max: number): string | null {
  const text = value.normalize('NFKC').trim();
  return !forbidden.test(text) && codePoints(text) <= max ? text : null;
}

export const profileFields = [
  {
    name: 'name',
    column: 'name',
    presence: 'required',
    normalize: normalizeName,
    errorCode: 'NAME_INVALID',
    maxLength: nameMaxLength,
    maxInputLength: 200,
    keptInBrowser: true,
    input: { type: 'text', autoComplete: 'name' },
  },
  {
    name: 'nameKana',
    column: 'name_kana',
    presence: 'once-set',
    normalize: normalizeNameKana,
    errorCode: 'NAME_KANA_INVALID',
    maxLength: nameMaxLength,
    maxInputLength: 200,
    keptInBrowser: false,
    input: { type: 'text' },
  },
  {
    name: 'phone',
    column: 'phone',
    presence: 'optional',
    normalize: (value) => normalizePhone(value) ?? null,
    errorCode: 'PHONE_INVALID',
    maxLength: 40,
    maxInputLength: 40,
    keptInBrowser: false,
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  },
  {
    name: 'department',
    column: 'department',
    presence: 'optional',
    normalize: (value) => normalizeLine(value, 100),
    errorCode: 'VALIDATION_FAILED',
    maxLength: 100,
    maxInputLength: 200,
    keptInBrowser: false,
    input: { type: 'text', autoComplete: 'organization-title' },
  },
] as const satisfies readonly ProfileField[];

export type ProfileFieldName = (typeof profileFields)[number]['name'];

/** Whether a value counts as empty (nothing but spaces, as typed through any keyboard). */
export const isBlank = (value: string | null | undefined): boolean => value === null || value === undefined || normalizeIdentifier(value) === '';

export type FieldVerdict = { ok: true; value: string | null } | { ok: false };

/**
 * A field's value as it will be stored: null removes an optional field; a blank required one, or a
 * value that breaks the rule, is refused.
 */
export function judgeProfileField(field: ProfileField, value: string | null): FieldVerdict {
  if (isBlank(value)) return field.presence === 'optional' ? { ok: true, value: null } : { ok: false };
  const stored = field.normalize(value!);
  return stored === null ? { ok: false } : { ok: true, value: stored };
}
