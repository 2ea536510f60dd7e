// The registration form of 「連携アプリ」: name, redirect URIs (one a line), the kind, the scopes as
// checkboxes in plain words, and the optional logout URIs. A refused field is shown at the field; once
// registered, the page shows the client id (and a confidential app's secret) once.
import { useMutation } from '@apollo/client/react';
import { useId, useMemo, type TextareaHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { PortalForm } from '../../../forms/portal-form';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { UnexpectedAnswerError, usePortalForm } from '../../../forms/use-portal-form';
import { AdminCreateOAuthClientDocument, type OAuthClientFieldsFragment } from '../../../gql/graphql';
import { clientFormDefaults, clientInput, createClientFormSchema, type ClientFormValues } from './client-form.schema';
import { clientTypes, scopeLabel, scopes, typeChoiceLabel } from './client-words';
import { clientsMessages as m } from './messages';

interface ClientFormProps {
  /** The app registered, with its secret (null for a public app): shown once by the page. */
  onCreated: (client: OAuthClientFieldsFragment, clientSecret: string | null) => void;
}

export function ClientForm({ onCreated }: ClientFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => createClientFormSchema(intl), [intl]);
  const { form, formError, submit } = usePortalForm<ClientFormValues>({ schema, defaultValues: clientFormDefaults });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  // 'no-cache': the answer holds the secret, which must never reach the cache the browser keeps.
  const [create] = useMutation(AdminCreateOAuthClientDocument, { fetchPolicy: 'no-cache' });

  const stepUp = useStepUp();
  const onSubmit = submit(async (values) => {
    // A step-up asked for on the way comes as a dialog; the same registration then goes on.
    const payload = await stepUp.guard(async () => (await create({ variables: { input: clientInput(values) } })).data?.adminCreateOAuthClient, (answer) => answer?.error);
    if (payload?.error) return { error: payload.error };
    if (!payload?.client) throw new UnexpectedAnswerError();
    reset(clientFormDefaults);
    onCreated(payload.client, payload.clientSecret ?? null);
  });

  return (
    <PortalForm onSubmit={onSubmit} error={formError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.submit)}>
      <TextField label={intl.formatMessage(m.nameLabel)} hint={intl.formatMessage(m.nameHint)} registration={register('name')} error={errors.name?.message} autoComplete="off" />
      <TextAreaField
        label={intl.formatMessage(m.redirectUrisLabel)}
        hint={intl.formatMessage(m.redirectUrisHint)}
        registration={register('redirectUris')}
        error={errors.redirectUris?.message}
      />
      <fieldset className="admin-choices">
        <legend>{intl.formatMessage(m.typeLegend)}</legend>
        {clientTypes.map((type) => (
          <label key={type} className="admin-choice">
            <input type="radio" value={type} {...register('type')} />
            {typeChoiceLabel(intl, type)}
          </label>
        ))}
      </fieldset>
      <fieldset className="admin-choices" aria-describedby={errors.scopes ? 'admin-client-scopes-error' : undefined}>
        <legend>{intl.formatMessage(m.scopesLegend)}</legend>
        {/* Every app signs users in: shown ticked, and always sent. */}
        <label className="admin-choice">
          <input type="checkbox" checked disabled />
          {intl.formatMessage(m.scopeOpenidRequired)}
        </label>
        {scopes
          .filter((scope) => scope !== 'OPENID')
          .map((scope) => (
            <label key={scope} className="admin-choice">
              <input type="checkbox" value={scope} {...register('scopes')} />
              {scopeLabel(intl, scope)}
            </label>
          ))}
        {errors.scopes ? (
          <p id="admin-client-scopes-error" className="field-error">
            {errors.scopes.message}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={intl.formatMessage(m.backchannelLabel)}
        hint={intl.formatMessage(m.backchannelHint)}
        registration={register('backchannelLogoutUri')}
        error={errors.backchannelLogoutUri?.message}
        type="url"
        autoComplete="off"
        spellCheck={false}
      />
      <TextAreaField
        label={intl.formatMessage(m.postLogoutLabel)}
        hint={intl.formatMessage(m.postLogoutHint)}
        registration={register('postLogoutRedirectUris')}
        error={errors.postLogoutRedirectUris?.message}
      />
      {stepUp.dialog}
    </PortalForm>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A list of URIs, one a line: the text field's label, hint and error, around a textarea. */
function TextAreaField({ label, registration, error, hint, ...props }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className="field-input"
        rows={3}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
        {...registration}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
