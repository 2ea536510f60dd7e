// Mock mode's stand-in for the OpenID Provider and the app (mock-oauth-interactions.ts). A step of an
// app's sign-in done, the page goes to the provider's address the mock answered,
// /oidc/auth/<id>?mock=signed-in|allowed|denied, which Vite serves as the SPA; main.tsx shows this
// there instead of the portal. After the sign-in step it goes on to the consent step, as the provider
// would; after 「許可する」 or 「許可しない」 it says, clearly as a mock, what the app got.
import type { CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { consentAfter, mockInteractionApp } from './mock-oauth-interactions';

const pageStyle: CSSProperties = {
  maxWidth: '40rem',
  margin: '3rem auto',
  padding: '1.5rem',
  font: '16px/1.6 system-ui, sans-serif',
  color: '#1a1a1a',
  background: '#fff8d6',
  border: '2px dashed #b08900',
  borderRadius: '0.5rem',
};

const outcomes = {
  allowed: 'アプリは連携を許可されました。本物のアプリなら、ここで認可コードをトークンに換えてログインを終えます。',
  denied: 'アプリは連携を許可されませんでした（access_denied）。本物のアプリなら、ここでログインを取りやめます。',
} as const;

export function MockAppPage({ outcome }: { outcome: string | null }) {
  const said = outcome === 'allowed' || outcome === 'denied' ? outcomes[outcome] : null;
  return (
    <main style={pageStyle}>
      <p style={{ margin: 0, fontWeight: 600 }}>モックモード: 本物のアプリもプロバイダーもありません</p>
      <h1 style={{ fontSize: '1.5rem' }}>{said ? `「${mockInteractionApp.name}」に戻りました` : 'プロバイダーのモック'}</h1>
      <p>{said ?? 'このアドレスはモックのプロバイダーが答えるものではありません。'}</p>
      <ul>
        <li>
          <a href="/oauth/interaction/mock-consent">同意画面をもう一度開く</a>
        </li>
        <li>
          <a href="/oauth/interaction/mock-login">ログインから試す</a>
        </li>
        <li>
          <a href="/topPage">ポータルのトップへ</a>
        </li>
      </ul>
    </main>
  );
}

/** Shows the provider's stand-in when the address is one of its own; false elsewhere (the portal renders). */
export function showMockProvider(location: Location = window.location): boolean {
  const id = /^\/oidc\/auth\/([A-Za-z0-9_-]{1,64})$/.exec(location.pathname)?.[1];
  if (!id) return false;
  const outcome = new URLSearchParams(location.search).get('mock');
  if (outcome === 'signed-in') {
    // Signed in: the provider goes on to the consent the app still needs.
    location.replace(`/oauth/interaction/${consentAfter(id)}`);
    return true;
  }
  document.title = 'モック: アプリに戻りました';
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(<MockAppPage outcome={outcome} />);
  return true;
}
