// The developer panel of mock mode: pick an ErrorCode (read from the schema) that the next
// operations able to return it will answer. Rendered in its own root, outside the portal's tree, as a
// strip in the flow above the page (before the portal's root): it pushes the page down and covers
// nothing, at any width (fixed over a corner, it hid the footer's storeControl link on phones).
import { useSyncExternalStore, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { mockErrorCodes, mockState, readScenario, subscribeScenario, writeScenario } from './mock-browser';

/** The panel's select is labelled with exactly this text. */
export const mockPanelLabel = 'モック: エラーを発生させる';

const panelStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem 0.75rem',
  padding: '0.375rem 0.75rem',
  font: '13px/1.4 system-ui, sans-serif',
  color: '#1a1a1a',
  background: '#fff8d6',
  borderBottom: '1px solid #b08900',
};

// The select may be narrower than the longest ErrorCode on a phone: never wider than the window.
const selectStyle: CSSProperties = { minWidth: 0, maxWidth: '100%', font: 'inherit' };

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
        style={selectStyle}
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
        style={{ font: 'inherit' }}
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
  document.body.prepend(host);
  createRoot(host).render(<MockPanel />);
}
