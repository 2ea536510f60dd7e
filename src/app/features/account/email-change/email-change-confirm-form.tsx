import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { formatUnexpectedError, formatUserError } from '../../../errors/error-messages';
import { ConfirmEmailChangeDocument } from '../../../gql/graphql';
import { useNotify } from '../../../notifications/notification-context';
import { oneTimeCodeMessages } from '../../one-time-code/messages';
import { createOneTimeCodeFormSchema, type OneTimeCodeFormValues } from '../../one-time-code/one-time-code-form.schema';
import type { PendingEmailChange } from './email-change-request-form';
import { emailChangeMessages } from './messages';
import { rememberViewer, useSessionEnded, writeAccountViewer } from '../use-account-details';

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
  const sessionEnded = useSessionEnded();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => createOneTimeCodeFormSchema(intl), [intl]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<OneTimeCodeFormValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const [confirmEmailChange] = useMutation(ConfirmEmailChangeDocument, {
    update: (cache, { data }) => writeAccountViewer(cache, data?.confirmEmailChange.viewer),
  });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const { data } = await confirmEmailChange({ variables: { input: { newEmail: pending.newEmail, code } } });
      const result = data?.confirmEmailChange;
      const error = result?.error;
      if (error) {
        if (error.code === 'UNAUTHENTICATED') return sessionEnded();
        const message = formatUserError(intl, error, 'emailChange');
        if (startOverCodes.has(error.code)) return onStartOver(message);
        if (error.code === 'INVALID_CODE' || error.field === 'code') setError('code', { message }, { shouldFocus: true });
        else setFormError(message);
        return;
      }
      if (!result?.viewer) return setFormError(formatUnexpectedError(intl));
      rememberViewer(result.viewer);
      notify(intl.formatMessage(emailChangeMessages.changed), 'success');
      onChanged();
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  const expiresAt = intl.formatTime(pending.expiresAt, { timeZone: 'Asia/Tokyo', timeStyle: 'short' });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div role="status">
        <p>{intl.formatMessage(emailChangeMessages.sentTo, { newEmail: pending.newEmail })}</p>
        <p>{intl.formatMessage(emailChangeMessages.expiresAt, { time: expiresAt })}</p>
      </div>
      <FormError message={formError} />
      <TextField
        label={intl.formatMessage(oneTimeCodeMessages.codeLabel)}
        hint={intl.formatMessage(oneTimeCodeMessages.codeHint)}
        registration={register('code')}
        error={errors.code?.message}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
      />
      <div className="form-actions">
        <button type="submit" className="button button--block" disabled={isSubmitting}>
          {intl.formatMessage(emailChangeMessages.confirm)}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onStartOver(null)}>
          {intl.formatMessage(emailChangeMessages.startOver)}
        </button>
      </div>
    </form>
  );
}
