import { useIntl } from 'react-intl';
import type { AdminAccountFieldsFragment } from '../../gql/graphql';
import { levelLabel } from './labels';
import { adminMessages as m } from './messages';

/** The account's level as a badge: the stronger levels stand out (admin.css). */
export function LevelBadge({ level }: { level: AdminAccountFieldsFragment['level'] }) {
  const intl = useIntl();
  const strong = level === 'PASSKEY' || level === 'PASSKEY_ONLY';
  return (
    <span className="admin-badges">
      <span className={strong ? 'badge badge--strong' : 'badge'}>{levelLabel(intl, level)}</span>
    </span>
  );
}

/** 「招待中」 and 「パスワード変更待ち」, beside an account's state. */
export function AccountBadges({ account }: { account: Pick<AdminAccountFieldsFragment, 'invitationPending' | 'mustChangePassword'> }) {
  const intl = useIntl();
  if (!account.invitationPending && !account.mustChangePassword) return null;
  return (
    <span className="admin-badges">
      {account.invitationPending ? <span className="badge">{intl.formatMessage(m.invitationPending)}</span> : null}
      {account.mustChangePassword ? <span className="badge badge--warning">{intl.formatMessage(m.mustChangePassword)}</span> : null}
    </span>
  );
}
