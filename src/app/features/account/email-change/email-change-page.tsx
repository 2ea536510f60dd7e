import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '../../../components/ui/form-error';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatUnexpectedError } from '../../../errors/error-messages';
import { EmailChangeConfirmForm } from './email-change-confirm-form';
import { EmailChangeRequestForm, type PendingEmailChange } from './email-change-request-form';
import { emailChangeMessages } from './messages';
import { useAccountDetails } from '../use-account-details';

type Step =
  | { kind: 'request'; defaultEmail: string; message: string | null; focus: boolean }
  | { kind: 'confirm'; pending: PendingEmailChange };

/**
 * /accountEditMailAddress in two steps on one page: the new address and the current password, then
 * the code mailed to the new address. The pending step lives in this component only, never in the
 * (persisted) cache: a reload starts over.
 */
export function EmailChangePage() {
  const intl = useIntl();
  const { account, error } = useAccountDetails();
  const [step, setStep] = useState<Step>({ kind: 'request', defaultEmail: '', message: null, focus: false });

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(emailChangeMessages.title)}</PageHeading>
      {error && !account ? <FormError message={formatUnexpectedError(intl)} unavailable /> : null}
      {account ? (
        <>
          <dl className="definition-list">
            <dt>{intl.formatMessage(emailChangeMessages.currentEmail)}</dt>
            <dd>{account.email}</dd>
          </dl>
          {step.kind === 'request' ? (
            <EmailChangeRequestForm
              key="request"
              loginId={account.loginId}
              defaultEmail={step.defaultEmail}
              message={step.message}
              focusOnMount={step.focus}
              onPending={(pending) => setStep({ kind: 'confirm', pending })}
            />
          ) : (
            <EmailChangeConfirmForm
              key="confirm"
              pending={step.pending}
              onStartOver={(message) =>
                setStep({ kind: 'request', defaultEmail: step.pending.newEmail, message, focus: true })
              }
              onChanged={() => setStep({ kind: 'request', defaultEmail: '', message: null, focus: true })}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
