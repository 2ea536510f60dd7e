import { useIntl } from 'react-intl';
import type { AdminAccountFieldsFragment } from '../../gql/graphql';
import { adminMessages as m } from './messages';

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
