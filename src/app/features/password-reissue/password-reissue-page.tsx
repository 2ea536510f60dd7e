import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { RequestPasswordReissueDocument } from '../../gql/graphql';
import { pathOf } from '../../routes/page-rules';
import { passwordReissueMessages } from './messages';
import { createPasswordReissueFormSchema, type PasswordReissueFormValues } from './password-reissue-form.schema';

/** Forgotten password: asks for a reset mail. The answer never tells whether an account matched. */
export function PasswordReissuePage() {
  const intl = useIntl();
  const [accepted, setAccepted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => createPasswordReissueFormSchema(intl), [intl]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordReissueFormValues>({ resolver: zodResolver(schema), defaultValues: { loginId: '' } });
  const [requestReissue] = useMutation(RequestPasswordReissueDocument);

  // The form (and the focused button) is gone: keyboard and screen reader users continue at the answer.
  useEffect(() => {
    if (accepted) statusRef.current?.focus();
  }, [accepted]);

  const onSubmit = handleSubmit(async ({ loginId }) => {
    setFormError(null);
    try {
      const { data } = await requestReissue({ variables: { input: { loginId } } });
      const result = data?.requestPasswordReissue;
      if (result?.error) {
        const message = formatUserError(intl, result.error);
        if (result.error.field === 'loginId') setError('loginId', { message }, { shouldFocus: true });
        else setFormError(message);
        return;
      }
      if (!result?.accepted) return setFormError(formatUnexpectedError(intl));
      setAccepted(true);
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(passwordReissueMessages.title)}</PageHeading>
      {/* Always present, so the answer put into it is announced. */}
      <div role="status" ref={statusRef} tabIndex={-1} className="status-message">
        {accepted ? <p>{intl.formatMessage(passwordReissueMessages.accepted)}</p> : null}
      </div>
      {accepted ? (
        <p>
          <Link to={pathOf('login')}>{intl.formatMessage(passwordReissueMessages.backToLogin)}</Link>
        </p>
      ) : (
        <>
          <p>{intl.formatMessage(passwordReissueMessages.explanation)}</p>
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <FormError message={formError} />
            <TextField
              label={intl.formatMessage(passwordReissueMessages.loginIdLabel)}
              registration={register('loginId')}
              error={errors.loginId?.message}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <div className="form-actions">
              <button type="submit" className="button button--block" disabled={isSubmitting}>
                {intl.formatMessage(passwordReissueMessages.submit)}
              </button>
              <Link to={pathOf('login')}>{intl.formatMessage(passwordReissueMessages.backToLogin)}</Link>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
