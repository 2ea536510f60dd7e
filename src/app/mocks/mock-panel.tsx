// The developer panel of mock mode: pick an ErrorCode (read from the schema) that the next
// operations able to return it will answer. Rendered in its own root, outside the portal's tree.
import { useSyncExternalStore, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { mockErrorCodes, mockState, readScenario, subscribeScenario, writeScenario } from './mock-browser';

/** The panel's select is labelled with exactly this text. */
export const mockPanelLabel = 'モック: エラーを発生させる';

const panelStyle: CSSProperties = {
  position: 'fixed',
  left: '0.5rem',
  bottom: '0.5rem',
  zIndex: 2147483000,
  display: 'grid',
  gap: '0.25rem',
  padding: '0.5rem 0.75rem',
  maxWidth: '20rem',
  font: '13px/1.4 system-ui, sans-serif',
  color: '#1a1a1a',
  background: '#fff8d6',
  border: '1px solid #b08900',
  borderRadius: '0.375rem',
  boxShadow: '0 2px 6px rgb(0 0 0 / 0.2)',
};

export function MockPanel() {
  const scenario = useSyncExternalStore(subscribeScenario, readScenario, () => null);
  return (
    <div role="region" aria-label="モックモード開発パネル" style={panelStyle}>
      <label htmlFor="mock-error-scenario" style={{ fontWeight: 600 }}>
        {mockPanelLabel}
      </label>
      <select
        id="mock-error-scenario"
        value={scenario ?? ''}
        onChange={(event) => writeScenario(event.target.value || null)}
      >
        <option value="">なし（正常に応答）</option>
        {mockErrorCodes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => {
          mockState.reset();
          window.location.assign('/login');
        }}
      >
        モックの状態を初期化
      </button>
    </div>
  );
}

export function mountMockPanel(): void {
  const host = document.createElement('div');
  host.id = 'mock-panel';
  document.body.append(host);
  createRoot(host).render(<MockPanel />);
}
