import { useIntl } from 'react-intl';
import type { FormDraft } from './use-form-draft';
import { formDraftMessages } from './messages';

/** Above a form that holds input brought back after an idle expiry: it is not saved yet. */
export function RestoredDraftNote({ draft }: { draft: FormDraft }) {
  const intl = useIntl();
  return draft.restored ? <p>{intl.formatMessage(formDraftMessages.restoredNote)}</p> : null;
}

/** The cancel of input brought back: the form shows what is saved again, and the draft goes. */
export function DiscardDraftButton({ draft }: { draft: FormDraft }) {
  const intl = useIntl();
  if (!draft.restored) return null;
  return (
    <button type="button" className="button button--secondary" onClick={draft.discard}>
      {intl.formatMessage(formDraftMessages.discard)}
    </button>
  );
}
