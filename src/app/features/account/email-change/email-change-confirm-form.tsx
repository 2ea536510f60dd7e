import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PortalForm } from '../../../forms/portal-form';
import { CodeField } from '../../../forms/code-field';
import { UnexpectedAnswerError, usePortalForm } from '../../../forms/use-portal-form';
import { ConfirmEmailChangeDocument } from '../../../gql/graphql';
import { useNotify } from '../../../notifications/notification-context';
import { createOneTimeCodeFormSchema, type OneTimeCodeFormValues } from '../../../forms/one-time-code-form.schema';
import type { PendingEmailChange } from './email-change-request-form';
import { emailChangeMessages } from './messages';
import { rememberViewer, writeAccountViewer } from '../use-account-details';

// The pending change is gone: only a new code helps.
const startOverCodes = new Set(['CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'EMAIL_CHANGE_NOT_PENDING']);

interface EmailChangeConfirmFormProps {
  pending: PendingEmailChange;
  /** Back to step 1, with the reason when the code can no longer be used. */
  onStartOver: (message: string | null) => void;
  onChanged: () => void;
}

/** Step 2: the code mailed to the new address (the same input rules as the login code). */
export function EmailChangeConfirmForm({ pending, onStartOver, onChanged }: EmailChangeConfirmFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const schema = useMemo(() => createOneTimeCodeFormSchema(intl), [intl]);
  const { form, formError, submit } = usePortalForm<OneTimeCodeFormValues>({ schema, defaultValues: { code: '' }, flow: 'emailChange' });
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const [confirmEmailChange] = useMutation(ConfirmEmailChangeDocument, {
    update: (cache, { data }) => writeAccountViewer(cache, data?.confirmEmailChange.viewer),
  });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = submit(
    async ({ code }) => {
      const { data } = await confirmEmailChange({ variables: { input: { newEmail: pending.newEmail, code } } });
      const result = data?.confirmEmailChange;
      if (result?.error) return { error: result.error };
      if (!result?.viewer) throw new UnexpectedAnswerError();
      rememberViewer(result.viewer);
      notify((i) => i.formatMessage(emailChangeMessages.changed), 'success');
      onChanged();
    },
    {
      // The pending change is gone: back to step 1, with the reason.
      onUserError: (error, message) => {
        if (!startOverCodes.has(error.code)) return false;
        onStartOver(message);
        return true;
      },
    },
  );

  const expiresAt = intl.formatTime(pending.expiresAt, { timeZone: 'Asia/Tokyo', timeStyle: 'short' });

  return (
    <PortalForm
      onSubmit={onSubmit}
      error={formError}
      submitting={isSubmitting}
      submitLabel={intl.formatMessage(emailChangeMessages.confirm)}
      intro={
        <div role="status">
          <p>{intl.formatMessage(emailChangeMessages.sentTo, { newEmail: pending.newEmail })}</p>
          <p>{intl.formatMessage(emailChangeMessages.expiresAt, { time: expiresAt })}</p>
        </div>
      }
      actions={
        <button type="button" className="button button--secondary" onClick={() => onStartOver(null)}>
          {intl.formatMessage(emailChangeMessages.startOver)}
        </button>
      }
    >
      <CodeField registration={register('code')} error={errors.code?.message} />
    </PortalForm>
  );
}
