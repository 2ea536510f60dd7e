import { useIntl } from 'react-intl';
import { uiMessages } from './messages';

/** Covers the page while the portal waits for the server; the status region announces it. */
export function LoadingOverlay({ busy }: { busy: boolean }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className="loading-status">
      {busy ? (
        <div className="loading-overlay">
          <div className="loading-box">
            <span className="loading-spinner" aria-hidden="true" />
            <span>{intl.formatMessage(uiMessages.processing)}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
