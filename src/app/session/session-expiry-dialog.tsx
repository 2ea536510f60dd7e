import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { focusIsLost, focusWhenUsable } from '../components/ui/focus';
import { FormError } from '../components/ui/form-error';
import { ModalDialog } from '../components/ui/modal-dialog';
import { formatUnexpectedError } from '../errors/error-messages';
import { hasFormDrafts } from '../forms/form-drafts';
import { ViewerDocument } from '../gql/graphql';
import { pathOf } from '../routes/page-rules';
import { loginInfoFromViewer, writeLoginInfo } from './login-info-store';
import { sessionExpiryMessages as m } from './messages';
import { useSessionEnded } from './use-session-ended';
import './session-expiry.css';

function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * 「まもなくログアウトします」: shown before an idle session ends. 「ログインしたままにする」 (and Esc) asks the
 * server who is signed in, which counts as use and pushes the idle expiry back; the stored login
 * information then moves on and the dialog goes away. An alert dialog: it is read out as it opens.
 */
export function SessionExpiryDialog({ expiresAt }: { expiresAt: number }) {
  const intl = useIntl();
  const client = useApolloClient();
  const navigate = useNavigate();
  const sessionEnded = useSessionEnded();
  const [failed, setFailed] = useState(false);
  const pending = useRef(false);
  const seconds = useSecondsLeft(expiresAt);
  // Read with each second's render: a form keeps its draft while it is typed (forms/form-drafts.ts).
  const unsavedKept = hasFormDrafts();
  // Where the user was (read before the dialog takes the focus), to go back there when it closes:
  // it may be another dialog, which the page's own focus keeper does not look after.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (focusIsLost()) focusWhenUsable(() => opener);
    },
    [opener],
  );

  const keepGoing = async () => {
    if (pending.current) return;
    pending.current = true;
    setFailed(false);
    try {
      const { data } = await client.query({ query: ViewerDocument, fetchPolicy: 'network-only' });
      if (data.viewer) writeLoginInfo(loginInfoFromViewer(data.viewer));
      else sessionEnded();
    } catch {
      setFailed(true);
    } finally {
      pending.current = false;
    }
  };

  const time = intl.formatTime(expiresAt, { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' });
  const minutes = Math.floor(seconds / 60);
  const remaining =
    minutes > 0
      ? intl.formatMessage(m.remaining, { minutes, seconds: seconds % 60 })
      : intl.formatMessage(m.remainingSeconds, { seconds });

  return (
    <ModalDialog
      role="alertdialog"
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description, { time })}
      onClose={() => void keepGoing()}
    >
      <p className="session-expiry-countdown" role="timer" aria-atomic="true">
        {remaining}
      </p>
      <p>{intl.formatMessage(unsavedKept ? m.unsavedKept : m.unsaved)}</p>
      <FormError message={failed ? formatUnexpectedError(intl) : null} unavailable />
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void keepGoing()}>
          {intl.formatMessage(m.continue)}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void navigate(pathOf('logoutButton'))}>
          {intl.formatMessage(m.logout)}
        </button>
      </div>
    </ModalDialog>
  );
}
