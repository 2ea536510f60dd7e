import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { PageHeading } from '../../components/ui/page-heading';
import { FormError } from '../../components/ui/form-error';
import { formatUnexpectedError } from '../../errors/error-messages';
import { ViewerDocument } from '../../gql/graphql';
import { AccountSettingsButton } from '../../components/account-settings/account-settings-button';
import { topPageMessages } from './messages';
import { formatDateTime } from '../../i18n/date-format';

export function TopPage() {
  const intl = useIntl();
  // The main layout refreshes the viewer on every signed-in page; this page reads the cached answer.
  const { data, error } = useQuery(ViewerDocument, { fetchPolicy: 'cache-first' });
  const account = data?.viewer?.account;

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(topPageMessages.title)}</PageHeading>
      {error && !account ? <FormError message={formatUnexpectedError(intl)} unavailable /> : null}
      {account ? (
        <>
          <p className="lead">{intl.formatMessage(topPageMessages.welcome, { name: account.name })}</p>
          <dl className="definition-list">
            <dt>{intl.formatMessage(topPageMessages.accountCode)}</dt>
            <dd>{account.accountCode}</dd>
            <dt>{intl.formatMessage(topPageMessages.previousLogin)}</dt>
            <dd>
              {account.previousLoginAt ? (
                <time dateTime={account.previousLoginAt}>
                  {formatDateTime(intl, account.previousLoginAt)}
                </time>
              ) : (
                intl.formatMessage(topPageMessages.firstLogin)
              )}
            </dd>
          </dl>
        </>
      ) : null}
      <p>
        <AccountSettingsButton className="button" />
      </p>
    </div>
  );
}
