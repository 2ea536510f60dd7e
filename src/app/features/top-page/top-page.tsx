import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { PageHeading } from '../../components/ui/page-heading';
import { FormError } from '../../components/ui/form-error';
import { formatUnexpectedError } from '../../errors/error-messages';
import { ViewerDocument } from '../../gql/graphql';
import { AccountSettingsButton } from '../../components/account-settings/account-settings-button';
import { topPageMessages } from './messages';

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
                  {intl.formatDate(account.previousLoginAt, {
                    timeZone: 'Asia/Tokyo',
                    dateStyle: 'long',
                    timeStyle: 'short',
                  })}
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
