// The few pages the provider itself shows to a person (everything else is the SPA): an error that
// cannot go back to the app (an unknown app, a redirect URI that is not registered…), the logout
// confirmation of RP-initiated logout, "signed out", and the device authorization grant's pages
// (the code, which app asks, "connected"; signing in and consent are the SPA's as for any app). Japanese, or English when the browser or the
// request (ui_locales) prefers it. Never a stack, never more than the protocol's error code and text.
import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';

export type PageLocale = 'ja' | 'en';

const style =
  'body{font-family:system-ui,"Noto Sans JP",sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a;background:#f5f6f8;line-height:1.6}' +
  'main{max-width:32rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}' +
  'h1{font-size:1.3rem;margin:0 0 1rem}p{margin:0 0 1rem}code{font-size:.9rem}' +
  '.actions{display:flex;gap:.75rem;flex-wrap:wrap}button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1a56c4;cursor:pointer;text-decoration:none}' +
  'button.primary{background:#1a56c4;color:#fff}button.secondary,a.button{background:#fff;color:#1a56c4}' +
  'label{display:block;font-weight:600;margin:0 0 .25rem}input[type=text]{font:inherit;font-size:1.4rem;letter-spacing:.1em;text-transform:uppercase;width:100%;max-width:16rem;box-sizing:border-box;padding:.5rem;border:1px solid #767676;border-radius:6px;margin:0 0 1rem}' +
  '.error{color:#b3261e;font-weight:600}.code{font-size:1.6rem;letter-spacing:.15em;font-weight:700;margin:0 0 1rem}';

/** The pages' one inline stylesheet, allowed by its hash in their Content-Security-Policy (and nothing else inline). */
export const pageStyleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

const texts = {
  ja: {
    errorTitle: 'このリクエストは処理できません',
    errorLead: '連携アプリからのリクエストに誤りがあります。アプリの提供元にお問い合わせください。',
    errorCode: 'エラーコード',
    backToPortal: 'アカウントポータルへ',
    logoutTitle: 'ログアウトしますか？',
    logoutLead: (app: string | null) =>
      app ? `「${app}」からログアウトが求められました。アカウントポータルからもログアウトします。` : 'アカウントポータルからログアウトします。',
    logoutYes: 'ログアウトする',
    logoutNo: 'ログアウトしない',
    deviceTitle: '端末の接続',
    deviceLead: '端末やアプリに表示されているコードを入力してください。',
    deviceCode: 'コード',
    deviceNext: '次へ',
    deviceConfirmLead: (app: string) => `「${app}」が、あなたのアカウントへの接続を求めています。端末に表示されているコードが次と同じであることを確かめてください。`,
    deviceContinue: '続ける',
    deviceAbort: '中止する',
    deviceDoneTitle: '端末を接続しました',
    deviceDoneLead: '端末に戻って操作を続けてください。このページは閉じてかまいません。',
    deviceErrors: {
      NoCodeError: 'コードを入力してください。',
      NotFoundError: 'コードが正しくありません。端末に表示されているコードを確かめてください。',
      ExpiredError: 'コードの有効期限が切れています。端末でもう一度やり直してください。',
      AlreadyUsedError: 'このコードは使用済みです。端末でもう一度やり直してください。',
      AbortedError: '接続を中止しました。',
    } as Record<string, string>,
    startAgainTitle: 'もう一度やり直してください',
    startAgainLead: 'このページを開いてから時間がたったため、送信された内容を受け付けられませんでした。最初からやり直してください。',
    startAgainLink: 'コードの入力に戻る',
    doneTitle: 'ログアウトしました',
    doneLead: (app: string | null) => (app ? `「${app}」とアカウントポータルからログアウトしました。` : 'アカウントポータルからログアウトしました。'),
  },
  en: {
    errorTitle: 'This request cannot be processed',
    errorLead: 'The request from the connected app is not valid. Please contact the app\u2019s provider.',
    errorCode: 'Error code',
    backToPortal: 'Go to the Account Portal',
    logoutTitle: 'Sign out?',
    logoutLead: (app: string | null) =>
      app ? `\u201c${app}\u201d asked to sign you out. You will be signed out of the Account Portal too.` : 'You will be signed out of the Account Portal.',
    logoutYes: 'Sign out',
    logoutNo: 'Stay signed in',
    deviceTitle: 'Connect a device',
    deviceLead: 'Enter the code shown on your device or app.',
    deviceCode: 'Code',
    deviceNext: 'Next',
    deviceConfirmLead: (app: string) => `\u201c${app}\u201d asks to connect to your account. Check that your device shows the same code as this one.`,
    deviceContinue: 'Continue',
    deviceAbort: 'Cancel',
    deviceDoneTitle: 'Device connected',
    deviceDoneLead: 'Go back to your device to carry on. You can close this page.',
    deviceErrors: {
      NoCodeError: 'Enter the code.',
      NotFoundError: 'The code is not correct. Check the code your device shows.',
      ExpiredError: 'The code has expired. Start again on your device.',
      AlreadyUsedError: 'This code has been used already. Start again on your device.',
      AbortedError: 'The connection was cancelled.',
    } as Record<string, string>,
    startAgainTitle: 'Please start again',
    startAgainLead: 'This page was open too long, so what it sent could not be accepted. Please start again.',
    startAgainLink: 'Back to entering the code',
    doneTitle: 'Signed out',
    doneLead: (app: string | null) => (app ? `You are signed out of \u201c${app}\u201d and the Account Portal.` : 'You are signed out of the Account Portal.'),
  },
} as const;

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** ui_locales first (the app's wish), then the browser's Accept-Language; Japanese by default. */
export function pageLocale(ctx: KoaContextWithOIDC): PageLocale {
  const params = (ctx.oidc as { params?: { ui_locales?: unknown } } | undefined)?.params;
  const requested = typeof params?.ui_locales === 'string' ? params.ui_locales.split(' ') : [];
  for (const tag of requested) {
    if (/^ja\b/i.test(tag)) return 'ja';
    if (/^en\b/i.test(tag)) return 'en';
  }
  const accept = ctx.get('accept-language');
  const first = accept.split(',')[0]?.trim() ?? '';
  return /^en\b/i.test(first) ? 'en' : 'ja';
}

function page(locale: PageLocale, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${locale === 'ja' ? 'アカウントポータル' : 'Account Portal'}</title><style>${style}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const clientName = (ctx: KoaContextWithOIDC): string | null => {
  const client = (ctx.oidc as { client?: { clientName?: string } } | undefined)?.client;
  return client?.clientName ?? null;
};

export function renderErrorPage(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string | undefined }): void {
  const t = texts[pageLocale(ctx)];
  ctx.type = 'html';
  ctx.body = page(
    pageLocale(ctx),
    t.errorTitle,
    `<p>${escapeHtml(t.errorLead)}</p><p>${escapeHtml(t.errorCode)}: <code>${escapeHtml(out.error)}</code>${out.error_description ? ` (${escapeHtml(out.error_description)})` : ''}</p><p><a class="button" href="/login">${escapeHtml(t.backToPortal)}</a></p>`,
  );
}

/** A form posted without the provider's session it was made in (the cookie expired or was never
 * sent): nothing can be done with it, so the person starts again. */
export function renderStartAgainPage(ctx: KoaContextWithOIDC): void {
  const locale = pageLocale(ctx);
  const t = texts[locale];
  ctx.type = 'html';
  ctx.body = page(locale, t.startAgainTitle, `<p>${escapeHtml(t.startAgainLead)}</p><p><a class="button" href="/oidc/device">${escapeHtml(t.startAgainLink)}</a></p>`);
}

/** The confirmation of RP-initiated logout; `form` is the provider's (it carries the xsrf secret). */
export function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): void {
  const locale = pageLocale(ctx);
  const t = texts[locale];
  ctx.type = 'html';
  ctx.body = page(
    locale,
    t.logoutTitle,
    `<p>${escapeHtml(t.logoutLead(clientName(ctx)))}</p>${form}<div class="actions"><button class="primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(t.logoutYes)}</button><button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t.logoutNo)}</button></div>`,
  );
}

export function renderLoggedOutPage(ctx: KoaContextWithOIDC): void {
  const locale = pageLocale(ctx);
  const t = texts[locale];
  ctx.type = 'html';
  ctx.body = page(locale, t.doneTitle, `<p>${escapeHtml(t.doneLead(clientName(ctx)))}</p><p><a class="button" href="/login">${escapeHtml(t.backToPortal)}</a></p>`);
}

/** The device authorization grant's first page: the code the device shows (our own form: the provider's has no label). */
export function renderDeviceInputPage(ctx: KoaContextWithOIDC, action: string, xsrf: string, error: Error | undefined): void {
  const locale = pageLocale(ctx);
  const t = texts[locale];
  const message = error ? (t.deviceErrors[error.name] ?? t.deviceErrors.NotFoundError!) : null;
  const userCode = (error as { userCode?: unknown } | undefined)?.userCode;
  ctx.type = 'html';
  ctx.body = page(
    locale,
    t.deviceTitle,
    `<p>${escapeHtml(t.deviceLead)}</p>` +
      `<form method="post" action="${escapeHtml(action)}" novalidate><input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">` +
      `<label for="user_code">${escapeHtml(t.deviceCode)}</label>` +
      `<input id="user_code" type="text" name="user_code" autocomplete="off" autocapitalize="characters" spellcheck="false" autofocus${typeof userCode === 'string' ? ` value="${escapeHtml(userCode)}"` : ''}${message ? ' aria-invalid="true" aria-describedby="user_code_error"' : ''}>` +
      (message ? `<p id="user_code_error" class="error" role="alert">${escapeHtml(message)}</p>` : '') +
      `<div class="actions"><button class="primary" type="submit">${escapeHtml(t.deviceNext)}</button></div></form>`,
  );
}

/** The code the person typed is a device's: which app asks, and the code again to compare. */
export function renderDeviceConfirmPage(ctx: KoaContextWithOIDC, form: string, appName: string, userCode: string): void {
  const locale = pageLocale(ctx);
  const t = texts[locale];
  ctx.type = 'html';
  ctx.body = page(
    locale,
    t.deviceTitle,
    `<p>${escapeHtml(t.deviceConfirmLead(appName))}</p><p class="code">${escapeHtml(userCode)}</p>${form}` +
      `<div class="actions"><button class="primary" autofocus type="submit" form="op.deviceConfirmForm">${escapeHtml(t.deviceContinue)}</button>` +
      `<button class="secondary" type="submit" form="op.deviceConfirmForm" name="abort" value="yes">${escapeHtml(t.deviceAbort)}</button></div>`,
  );
}

export function renderDeviceDonePage(ctx: KoaContextWithOIDC): void {
  const locale = pageLocale(ctx);
  const t = texts[locale];
  ctx.type = 'html';
  ctx.body = page(locale, t.deviceDoneTitle, `<p>${escapeHtml(t.deviceDoneLead)}</p><p><a class="button" href="/topPage">${escapeHtml(t.backToPortal)}</a></p>`);
}
