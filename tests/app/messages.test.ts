import { buildSchema, isEnumType } from 'graphql';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatUserError } from '../../src/app/errors/error-messages';
import type { ErrorCode } from '../../src/app/gql/graphql';
import { en } from '../../src/app/i18n/en';
import { en as mailEn } from '../../src/account-service/mail/catalog/en';
import { ja as mailJa } from '../../src/account-service/mail/catalog/ja';
import { gatewayTypeDefs } from './render-app';

interface Descriptor {
  id: string;
  defaultMessage: string;
}

// Every component keeps its texts in a messages.ts beside it.
const modules = import.meta.glob<Record<string, Record<string, Descriptor>>>('../../src/app/**/messages.ts', {
  eager: true,
});
const descriptors: Descriptor[] = Object.values(modules).flatMap((module) =>
  Object.values(module).flatMap((group) => Object.values(group)),
);

/** The argument names of an ICU message, e.g. {name} and {count, plural, …}. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

describe('message catalogs', () => {
  it('finds the messages of every feature', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
    expect(descriptors.length).toBeGreaterThan(50);
  });

  it('gives every message a unique id and a Japanese default', () => {
    const ids = descriptors.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, defaultMessage } of descriptors) {
      expect(defaultMessage, id).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });

  it('has an English translation for every message id, with the same placeholders', () => {
    for (const { id, defaultMessage } of descriptors) {
      expect(en[id], `en is missing ${id}`).toBeTypeOf('string');
      expect(placeholders(en[id] ?? ''), id).toEqual(placeholders(defaultMessage));
    }
  });

  it('has no English text without a Japanese message', () => {
    const ids = new Set(descriptors.map((d) => d.id));
    expect(Object.keys(en).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('mail catalogs (the account service\'s mails, beside the SPA\'s texts)', () => {
  it('have the same keys and placeholders in Japanese and English, and Japanese texts in Japanese', () => {
    expect(Object.keys(mailEn).sort()).toEqual(Object.keys(mailJa).sort());
    for (const [key, text] of Object.entries(mailJa)) {
      expect(placeholders(mailEn[key as keyof typeof mailJa]), key).toEqual(placeholders(text));
      expect(text, key).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]|^\{name\} 様$/);
    }
  });
});

/**
 * The house style of the Japanese texts (the UX review of 2026-11-27): the user's words 端末 and
 * ログイン, never the jargon 「セッション」; the Japanese ellipsis 「…」, never ASCII dots; and a message
 * of more than one sentence ends its last sentence as it ends the others, with 「。」 (or ？ ！).
 */
function styleProblems(key: string, text: string): string[] {
  const problems: string[] = [];
  if (text.includes('セッション')) problems.push(`${key}: 「セッション」 (say 端末 or ログイン)`);
  if (text.includes('...')) problems.push(`${key}: ASCII 「...」 (use 「…」)`);
  // A 。 before the end means more than one sentence. A {value} counts as a word; a message that ends
  // in a {choice, select, …} ends with its branches, whose own last character counts.
  const plain = text.replace(/\{\s*\w+\s*\}/g, 'X').trim().replace(/\}+$/, '');
  if (plain.slice(0, -1).includes('。') && !/[。？！）」]$/.test(plain)) problems.push(`${key}: two sentences without the final 「。」: ${text}`);
  return problems;
}

describe('the Japanese texts\' style (pages, the admin console and mails)', () => {
  it('never say 「セッション」 or 「...」, and end every message of two sentences with 「。」', () => {
    const problems = [
      ...descriptors.flatMap(({ id, defaultMessage }) => styleProblems(id, defaultMessage)),
      ...Object.entries(mailJa).flatMap(([key, text]) => styleProblems(`mail ${key}`, text)),
    ];
    expect(problems).toEqual([]);
  });

  it('catches each of the three', () => {
    expect(styleProblems('a', 'すべてのセッションを終了しました')).toHaveLength(1);
    expect(styleProblems('b', '処理中...')).toHaveLength(1);
    expect(styleProblems('c', 'パスワードを設定しました。新しいパスワードでログインしてください')).toHaveLength(1);
    expect(styleProblems('d', 'パスワードを設定しました。新しいパスワードでログインしてください。')).toEqual([]);
    expect(styleProblems('e', '{name}さんをすべての端末からログアウトさせますか？')).toEqual([]);
    expect(styleProblems('f', '変更されました（{at}）。{via, select, reset {ログインしてください。} other {終了しました}}')).toHaveLength(1);
    expect(styleProblems('g', '変更されました（{at}）。{via, select, reset {ログインしてください。} other {終了しました。}}')).toEqual([]);
  });
});

describe('error messages', () => {
  const schema = buildSchema(gatewayTypeDefs);
  const errorCodeType = schema.getType('ErrorCode');
  const codes = (isEnumType(errorCodeType) ? errorCodeType.getValues().map((v) => v.value as string) : []) as ErrorCode[];

  it('explains every error code of the schema in Japanese and in English', () => {
    expect(codes.length).toBeGreaterThan(10);
    const ja = createIntl({ locale: 'ja', defaultLocale: 'ja', messages: {} });
    const english = createIntl({ locale: 'en', defaultLocale: 'ja', messages: en });
    const seen = new Set<string>();
    for (const code of codes) {
      const message = formatUserError(ja, { code });
      expect(message, code).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(formatUserError(english, { code }), code).toMatch(/^[\x20-\x7e]+$/);
      seen.add(message);
    }
    expect(seen.size).toBe(codes.length);
  });

  it('fills in the wait and the tries left', () => {
    const ja = createIntl({ locale: 'ja', defaultLocale: 'ja', messages: {} });
    expect(formatUserError(ja, { code: 'RESEND_TOO_SOON', retryAfterSeconds: 42 })).toBe(
      '確認コードの再送信は42秒後にできます',
    );
    expect(formatUserError(ja, { code: 'INVALID_CODE', attemptsRemaining: 2 })).toBe(
      '確認コードが正しくありません（あと2回入力できます）',
    );
  });
});
