import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useOnDemandMutation } from '../../apollo/app-apollo-context';
import { PortalForm } from '../../forms/portal-form';
import { PageHeading } from '../../components/ui/page-heading';
import { IdentifierField } from '../../forms/identifier-field';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { RequestPasswordReissueDocument } from '../../gql/graphql';
import { pathOf } from '../../routes/page-rules';
import { passwordReissueMessages } from './messages';
import { createPasswordReissueFormSchema, type PasswordReissueFormValues } from './password-reissue-form.schema';

/** Forgotten password: asks for a reset mail. The answer never tells whether an account matched. */
export function PasswordReissuePage() {
  const intl = useIntl();
  const [accepted, setAccepted] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => createPasswordReissueFormSchema(intl), [intl]);
  const { form, formError, submit } = usePortalForm<PasswordReissueFormValues>({ schema, defaultValues: { loginId: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const requestReissue = useOnDemandMutation(RequestPasswordReissueDocument);

  // The form (and the focused button) is gone: keyboard and screen reader users continue at the answer.
  useEffect(() => {
    if (accepted) statusRef.current?.focus();
  }, [accepted]);

  const onSubmit = submit(async ({ loginId }) => {
    const { data } = await requestReissue({ variables: { input: { loginId } } });
    const result = data?.requestPasswordReissue;
    if (result?.error) return { error: result.error };
    if (!result?.accepted) throw new UnexpectedAnswerError();
    setAccepted(true);
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
          <PortalForm
            onSubmit={onSubmit}
            error={formError}
            submitting={isSubmitting}
            submitLabel={intl.formatMessage(passwordReissueMessages.submit)}
            actions={<Link to={pathOf('login')}>{intl.formatMessage(passwordReissueMessages.backToLogin)}</Link>}
          >
            <IdentifierField registration={register('loginId')} error={errors.loginId?.message} />
          </PortalForm>
        </>
      )}
    </div>
  );
}
