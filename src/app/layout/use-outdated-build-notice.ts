import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { OUTDATED_BUILD_EVENT } from '../apollo/outdated-build';
import { useNotify } from '../notifications/notification-context';
import { layoutMessages } from './messages';

/**
 * When the gateway runs another release than this page (its operations are not among the gateway's
 * trusted documents, even on a second try), says once that the page needs a reload: every operation
 * would fail the same way until then.
 */
export function useOutdatedBuildNotice(): void {
  const intl = useIntl();
  const notify = useNotify();
  useEffect(() => {
    let told = false;
    const tell = () => {
      if (told) return;
      told = true;
      notify((i) => i.formatMessage(layoutMessages.outdatedBuild), 'error');
    };
    window.addEventListener(OUTDATED_BUILD_EVENT, tell);
    return () => window.removeEventListener(OUTDATED_BUILD_EVENT, tell);
  }, [intl, notify]);
}
