// SUPPORT_CONTACT (run-time environment data, free text of at most 200 characters): an e-mail address
// becomes a mailto: link, a web address a link, a phone number a tel: link, anything else plain text.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { usePortalEnv } from '../../env/portal-env-context';
import { uiMessages } from './messages';
import { useHydrating } from './use-hydrating';

function hrefOf(contact: string): string | null {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) return `mailto:${contact}`;
  if (/^https?:\/\/\S+$/i.test(contact) && URL.canParse(contact)) return contact;
  // Digits with the usual separators (03-1234-5678, +81 3 1234 5678, 0120（123）456).
  if (/^\+?[\d\s()（）-]{6,}$/.test(contact) && (contact.match(/\d/g)?.length ?? 0) >= 6) {
    return `tel:${contact.replace(/[^\d+]/g, '')}`;
  }
  return null;
}

export function SupportContactValue({ contact }: { contact: string }) {
  const href = hrefOf(contact);
  return href ? <a href={href}>{contact}</a> : <span>{contact}</span>;
}

interface SupportNoteProps {
  /** The words before the contact: the footer's plain 「お問い合わせ先」 or an error's 「解決しない場合は」. */
  label?: MessageDescriptor;
  className?: string;
}

/** 「お問い合わせ先：…」 when a support contact is configured; nothing otherwise. */
export function SupportNote({ label = uiMessages.supportContact, className = 'support-note' }: SupportNoteProps) {
  const intl = useIntl();
  const { supportContact } = usePortalEnv();
  // The contact is run-time data a prerendered page cannot hold: it joins once the page is alive
  // (at the end of the footer, so nothing moves).
  const hydrating = useHydrating();
  if (!supportContact || hydrating) return null;
  return (
    <p className={className}>
      {intl.formatMessage(label)}
      <SupportContactValue contact={supportContact} />
    </p>
  );
}
