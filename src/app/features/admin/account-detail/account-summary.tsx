// What an administrator needs to know about an account, as a list of terms and values.
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AdminAccountDetailFieldsFragment } from '../../../gql/graphql';
import { AccountBadges, LevelBadge } from '../account-badges';
import { formatAt, localeLabel, roleLabel, statusLabel } from '../labels';
import { detailMessages as m } from './messages';

export function AccountSummary({ detail }: { detail: AdminAccountDetailFieldsFragment }) {
  const intl = useIntl();
  const { account, methods } = detail;
  const password = methods.password ? m.passwordSet : account.invitationPending ? m.passwordInvited : m.passwordNone;
  const notSet = intl.formatMessage(m.notSet);
  const when = (iso: string) => <time dateTime={iso}>{formatAt(intl, iso)}</time>;
  const status = statusLabel(intl, account.status);
  const statusText =
    account.status !== 'LOCKED'
      ? status
      : account.lockedUntil
        ? intl.formatMessage(m.lockedUntil, { status, until: formatAt(intl, account.lockedUntil) })
        : intl.formatMessage(m.lockedUntilUnlocked, { status });
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.name), account.name],
    [intl.formatMessage(m.nameKana), account.nameKana || notSet],
    [intl.formatMessage(m.accountCode), account.accountCode],
    [intl.formatMessage(m.loginId), account.loginId],
    [intl.formatMessage(m.email), account.email],
    [intl.formatMessage(m.role), roleLabel(intl, account.role)],
    [
      intl.formatMessage(m.status),
      <>
        {statusText}
        <AccountBadges account={account} />
      </>,
    ],
    // How it signs in: counts and flags only (the contract has no secret to give).
    [intl.formatMessage(m.level), <LevelBadge key="level" level={account.level} />],
    [intl.formatMessage(m.password), intl.formatMessage(password)],
    [intl.formatMessage(m.passkeys), intl.formatMessage(m.passkeyCount, { count: methods.passkeys })],
    [intl.formatMessage(m.authenticatorApp), intl.formatMessage(methods.authenticatorApp ? m.authenticatorAppSet : m.methodNone)],
    [
      intl.formatMessage(m.recoveryCodes),
      methods.recoveryCodesRemaining === null ? intl.formatMessage(m.methodNone) : intl.formatMessage(m.recoveryCodesLeft, { count: methods.recoveryCodesRemaining }),
    ],
    [intl.formatMessage(m.mustChangePassword), intl.formatMessage(account.mustChangePassword ? m.mustChangeYes : m.mustChangeNo)],
    [intl.formatMessage(m.failedLoginCount), intl.formatMessage(m.times, { count: detail.failedLoginCount })],
    [intl.formatMessage(m.lastLoginAt), account.lastLoginAt ? when(account.lastLoginAt) : intl.formatMessage(m.neverSignedIn)],
    [intl.formatMessage(m.createdAt), when(account.createdAt)],
    [intl.formatMessage(m.updatedAt), when(detail.updatedAt)],
    [intl.formatMessage(m.phone), detail.phone || notSet],
    [intl.formatMessage(m.department), detail.department || notSet],
    [intl.formatMessage(m.locale), localeLabel(intl, detail.locale)],
  ];
  return (
    <dl className="definition-list">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
