import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PortalForm } from '../../../forms/portal-form';
import { FormError } from '../../../components/ui/form-error';
import { PageHeading } from '../../../components/ui/page-heading';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatUnexpectedError } from '../../../errors/error-messages';
import { UnexpectedAnswerError, usePortalForm } from '../../../forms/use-portal-form';
import { UpdateAccountDocument, type AccountDetailsFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/locale-provider';
import { fromAccountLocale } from '../../../i18n/locale';
import { useNotify } from '../../../notifications/notification-context';
import { useFormDraft } from '../../../forms/use-form-draft';
import { DiscardDraftButton, RestoredDraftNote } from '../../../forms/restored-draft';
import { createAccountFormSchema, fieldMessages, updateInput, type AccountFormValues, type ProfileValues } from './account-form.schema';
import { profileFields, type ProfileFieldName } from '../../../../shared/profile-fields';
import { accountEditMessages } from './messages';
import { rememberViewer, useAccountDetails, writeAccountViewer } from '../use-account-details';

// Each language is named in itself, so whoever reads only that one can find it.
const localeOptions: readonly SelectOption[] = [
  { value: 'JA', label: '日本語', lang: 'ja' },
  { value: 'EN', label: 'English', lang: 'en' },
];

// Every field of the form is kept as a draft: none is a secret.
const draftFields: readonly (keyof AccountFormValues)[] = [...profileFields.map((field) => field.name), 'locale'];

function profileValues(account: AccountDetailsFieldsFragment): ProfileValues {
  const stored = account as unknown as Record<ProfileFieldName, string | null>;
  return Object.fromEntries(profileFields.map((field) => [field.name, stored[field.name] ?? ''])) as ProfileValues;
}

function formValues(account: AccountDetailsFieldsFragment): AccountFormValues {
  return { ...profileValues(account), locale: account.locale };
}

/** /accountEdit: the profile fields (src/shared/profile-fields.ts) and the language of the interface and the mails. */
export function AccountEditPage() {
  const intl = useIntl();
  const { account, error } = useAccountDetails();
  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(accountEditMessages.title)}</PageHeading>
      {error && !account ? <FormError message={formatUnexpectedError(intl)} unavailable /> : null}
      {account ? <AccountEditForm account={account} /> : null}
    </div>
  );
}

function AccountEditForm({ account }: { account: AccountDetailsFieldsFragment }) {
  const intl = useIntl();
  const notify = useNotify();
  const { setLocale } = useLocale();
  const values = useMemo(() => formValues(account), [account]);
  const schema = useMemo(() => createAccountFormSchema(intl, profileValues(account)), [intl, account]);
  // A fresher answer from the server fills the form, without undoing what the user has typed.
  const { form, formError, submit } = usePortalForm<AccountFormValues>({ schema, defaultValues: values, values, resetOptions: { keepDirtyValues: true } });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  // What was typed survives an idle expiry and comes back after the sign-in (forms/form-drafts.ts).
  const draft = useFormDraft(form, 'accountEdit', draftFields);
  const [updateAccount] = useMutation(UpdateAccountDocument, {
    update: (cache, { data }) => writeAccountViewer(cache, data?.updateAccount.viewer),
  });

  const onSubmit = submit(async (input) => {
    const { data } = await updateAccount({ variables: { input: updateInput(input) } });
    const result = data?.updateAccount;
    if (result?.error) return { error: result.error };
    if (!result?.viewer) throw new UnexpectedAnswerError();
    reset(formValues(result.viewer.account));
    draft.saved();
    rememberViewer(result.viewer);
    // The stored login information carries the language across reloads; switch this page now.
    const locale = fromAccountLocale(result.viewer.account.locale);
    setLocale(locale, { remember: true });
    // Written in the page's language when shown: the language just chosen, once the page has it.
    notify((i) => i.formatMessage(accountEditMessages.saved), 'success');
  });

  return (
    <PortalForm
      onSubmit={onSubmit}
      error={formError}
      submitting={isSubmitting}
      submitLabel={intl.formatMessage(accountEditMessages.submit)}
      intro={<RestoredDraftNote draft={draft} />}
      actions={<DiscardDraftButton draft={draft} />}
    >
      {profileFields.map((field) => {
        const { label, hint } = fieldMessages(field.name);
        return (
          <TextField
            key={field.name}
            label={intl.formatMessage(label)}
            {...(hint ? { hint: intl.formatMessage(hint) } : {})}
            registration={register(field.name)}
            error={errors[field.name]?.message}
            type={field.input.type}
            {...('autoComplete' in field.input ? { autoComplete: field.input.autoComplete } : { spellCheck: false })}
            {...('inputMode' in field.input ? { inputMode: field.input.inputMode } : {})}
          />
        );
      })}
      <SelectField
        label={intl.formatMessage(accountEditMessages.localeLabel)}
        registration={register('locale')}
        error={errors.locale?.message}
        options={localeOptions}
      />
    </PortalForm>
  );
}
