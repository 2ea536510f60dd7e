import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { formatUnexpectedError, formatUserError } from '../../../errors/error-messages';
import { RequestEmailChangeDocument, type RequestEmailChangeMutation } from '../../../gql/graphql';
import { currentPasswordSchema } from '../../password/new-password.schema';
import { passwordMessages } from '../../password/messages';
import { emailChangeMessages } from './messages';
import { useSessionEnded } from '../use-account-details';

export type PendingEmailChange = NonNullable<RequestEmailChangeMutation['requestEmailChange']['pending']>;

// The account service's limit (schema/account-api.yaml); whether the address can be used is its call.
const emailMaxLength = 254;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function createSchema(intl: IntlShape) {
  return z.object({
    newEmail: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: intl.formatMessage(emailChangeMessages.newEmailRequired) }),
        z.refine((value) => value.length <= emailMaxLength && emailPattern.test(value), {
          error: formatUserError(intl, { code: 'EMAIL_INVALID' }),
        }),
      ),
    currentPassword: currentPasswordSchema(intl),
  });
}
type Values = z.infer<ReturnType<typeof createSchema>>;

interface EmailChangeRequestFormProps {
  loginId: string;
  defaultEmail: string;
  /** Why the user is back at this step (the code ran out), if that is why. */
  message: string | null;
  focusOnMount: boolean;
  onPending: (pending: PendingEmailChange) => void;
}

/** Step 1: the new address and the current password; a code goes to the new address. */
export function EmailChangeRequestForm({ loginId, defaultEmail, message, focusOnMount, onPending }: EmailChangeRequestFormProps) {
  const intl = useIntl();
  const sessionEnded = useSessionEnded();
  const [formError, setFormError] = useState<string | null>(message);
  const schema = useMemo(() => createSchema(intl), [intl]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { newEmail: defaultEmail, currentPassword: '' } });
  // 'no-cache': neither the new address nor the password arguments belong in the cache.
  const [requestEmailChange] = useMutation(RequestEmailChangeDocument, { fetchPolicy: 'no-cache' });

  useEffect(() => {
    if (focusOnMount) setFocus('newEmail');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await requestEmailChange({ variables: { input: values } });
      const result = data?.requestEmailChange;
      const error = result?.error;
      if (error) {
        if (error.code === 'UNAUTHENTICATED') return sessionEnded();
        const text = formatUserError(intl, error);
        if (error.code === 'INVALID_CURRENT_PASSWORD' || error.field === 'currentPassword') {
          setError('currentPassword', { message: text }, { shouldFocus: true });
        } else if (error.code === 'EMAIL_INVALID' || error.code === 'EMAIL_UNAVAILABLE' || error.field === 'newEmail') {
          setError('newEmail', { message: text }, { shouldFocus: true });
        } else setFormError(text);
        return;
      }
      if (!result?.pending) return setFormError(formatUnexpectedError(intl));
      onPending(result.pending);
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{intl.formatMessage(emailChangeMessages.explanation)}</p>
      <FormError message={formError} />
      {/* Hidden from view but there for password managers: the account the password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={loginId} readOnly hidden />
      <TextField
        label={intl.formatMessage(emailChangeMessages.newEmailLabel)}
        registration={register('newEmail')}
        error={errors.newEmail?.message}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={intl.formatMessage(passwordMessages.currentPasswordLabel)}
        registration={register('currentPassword')}
        error={errors.currentPassword?.message}
        type="password"
        autoComplete="current-password"
      />
      <div className="form-actions">
        <button type="submit" className="button button--block" disabled={isSubmitting}>
          {intl.formatMessage(emailChangeMessages.send)}
        </button>
      </div>
    </form>
  );
}
