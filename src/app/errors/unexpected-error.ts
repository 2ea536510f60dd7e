import type { IntlShape } from 'react-intl';
import { uiMessages } from '../components/ui/messages';

/**
 * A failure outside the schema's error codes (network down, masked server error). Its words are
 * always at hand, also when the codes' words (error-messages.ts) could not be downloaded.
 */
export function formatUnexpectedError(intl: IntlShape): string {
  return intl.formatMessage(uiMessages.unexpectedError);
}
