import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { PortalForm } from '../../../forms/portal-form';
import { TextField } from '../../../components/ui/text-field';
import { PasswordField } from '../../../forms/password-field';
import { formatUserError } from '../../../errors/error-messages';
import { UnexpectedAnswerError, usePortalForm } from '../../../forms/use-portal-form';
import { useFormDraft } from '../../../forms/use-form-draft';
import { DiscardDraftButton, RestoredDraftNote } from '../../../forms/restored-draft';
import { normalizeEmailAddress } from '../../../../shared/account-fields';
import { AccountPasswordlessDocument, RequestEmailChangeDocument, type RequestEmailChangeMutation } from '../../../gql/graphql';
import { currentPasswordSchema } from '../../../components/password/new-password.schema';
import { passwordMessages } from '../../../components/password/messages';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { emailChangeMessages } from './messages';

export type PendingEmailChange = NonNullable<RequestEmailChangeMutation['requestEmailChange']['pending']>;


function createSchema(intl: IntlShape, passwordless: () => boolean) {
  return z.object({
    newEmail: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: intl.formatMessage(emailChangeMessages.newEmailRequired) }),
        // The account service's rule (src/shared/account-fields.ts): full-width input is fine;
        // whether the address can be used is the server's call.
        z.refine((value) => normalizeEmailAddress(value) !== null, {
          error: formatUserError(intl, { code: 'EMAIL_INVALID' }),
        }),
      ),
    currentPassword: currentPasswordSchema(intl, passwordless),
  });
}
type Values = z.infer<ReturnType<typeof createSchema>>;
const draftFields: readonly (keyof Values)[] = ['newEmail'];

interface EmailChangeRequestFormProps {
  loginId: string;
  defaultEmail: string;
  /** Why the user is back at this step (the code ran out), if that is why. */
  message: string | null;
  focusOnMount: boolean;
  onPending: (pending: PendingEmailChange) => void;
}

/** Step 1: the new address and the current password (none for a passkey-first account: its passkey step-up); a code goes to the new address. */
export function EmailChangeRequestForm({ loginId, defaultEmail, message, focusOnMount, onPending }: EmailChangeRequestFormProps) {
  const intl = useIntl();
  const passwordlessQuery = useQuery(AccountPasswordlessDocument, { fetchPolicy: 'no-cache' });
  const passwordless = passwordlessQuery.data?.viewer?.secondFactors.passwordless ?? false;
  const passwordlessRef = useRef(passwordless);
  passwordlessRef.current = passwordless;
  const schema = useMemo(() => createSchema(intl, () => passwordlessRef.current), [intl]);
  const { form, formError, submit } = usePortalForm<Values>({ schema, defaultValues: { newEmail: defaultEmail, currentPassword: '' }, initialError: message });
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  // The new address survives an idle expiry (forms/form-drafts.ts); the password never does.
  const draft = useFormDraft(form, 'accountEditMailAddress', draftFields);
  // 'no-cache': neither the new address nor the password arguments belong in the cache.
  const [requestEmailChange] = useMutation(RequestEmailChangeDocument, { fetchPolicy: 'no-cache' });

  useEffect(() => {
    if (focusOnMount) setFocus('newEmail');
  }, [focusOnMount, setFocus]);

  const stepUp = useStepUp();
  const onSubmit = submit(async (values) => {
    // A step-up asked for on the way comes here as a dialog; the same request then goes on.
    const input = passwordless ? { newEmail: values.newEmail } : values;
    const result = await stepUp.guard(async () => (await requestEmailChange({ variables: { input } })).data?.requestEmailChange, (answer) => answer?.error);
    if (result?.error) return { error: result.error };
    if (!result?.pending) throw new UnexpectedAnswerError();
    draft.saved();
    onPending(result.pending);
  });

  return (
    <PortalForm
      onSubmit={onSubmit}
      error={formError}
      submitting={isSubmitting}
      submitLabel={intl.formatMessage(emailChangeMessages.send)}
      intro={
        <>
          <p>{intl.formatMessage(emailChangeMessages.explanation)}</p>
          <RestoredDraftNote draft={draft} />
        </>
      }
      actions={<DiscardDraftButton draft={draft} />}
    >
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
      {passwordless ? null : (
        <PasswordField
          label={intl.formatMessage(passwordMessages.currentPasswordLabel)}
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
          autoComplete="current-password"
        />
      )}
      {stepUp.dialog}
    </PortalForm>
  );
}
