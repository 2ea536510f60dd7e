import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createIntl, useIntl, type MessageDescriptor } from 'react-intl';
import { FormError } from '../../../components/ui/form-error';
import { PageHeading } from '../../../components/ui/page-heading';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatUnexpectedError, formatUserError } from '../../../errors/error-messages';
import { UpdateAccountDocument, type AccountDetailsFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/locale-provider';
import { loadMessages } from '../../../i18n/load-messages';
import { defaultLocale, fromAccountLocale, type AppLocale } from '../../../i18n/locale';
import { useNotify } from '../../../notifications/notification-context';
import { createAccountFormSchema, type AccountFormValues } from './account-form.schema';
import { accountEditMessages } from './messages';
import { rememberViewer, useAccountDetails, useSessionEnded, writeAccountViewer } from '../use-account-details';

// Each language is named in itself, so whoever reads only that one can find it.
const localeOptions: readonly SelectOption[] = [
  { value: 'JA', label: '日本語', lang: 'ja' },
  { value: 'EN', label: 'English', lang: 'en' },
];

const fields = ['name', 'nameKana', 'phone', 'locale'] as const;
type FieldName = (typeof fields)[number];
const isFieldName = (field: string | null | undefined): field is FieldName => fields.includes(field as FieldName);
const fieldOfCode: Partial<Record<string, FieldName>> = {
  NAME_INVALID: 'name',
  NAME_KANA_INVALID: 'nameKana',
  PHONE_INVALID: 'phone',
};

/** A text in the language just chosen, which the page around may not have switched to yet. */
async function formatIn(locale: AppLocale, message: MessageDescriptor): Promise<string> {
  const messages = await loadMessages(locale);
  return createIntl({ locale, defaultLocale, messages, onError: () => undefined }).formatMessage(message);
}

function formValues(account: AccountDetailsFieldsFragment): AccountFormValues {
  return { name: account.name, nameKana: account.nameKana, phone: account.phone ?? '', locale: account.locale };
}

/** /accountEdit: name, フリガナ, phone and the language of the interface and the mails. */
export function AccountEditPage() {
  const intl = useIntl();
  const { account, error } = useAccountDetails();
  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(accountEditMessages.title)}</PageHeading>
      {error && !account ? <FormError message={formatUnexpectedError(intl)} /> : null}
      {account ? <AccountEditForm account={account} /> : null}
    </div>
  );
}

function AccountEditForm({ account }: { account: AccountDetailsFieldsFragment }) {
  const intl = useIntl();
  const notify = useNotify();
  const { setLocale } = useLocale();
  const sessionEnded = useSessionEnded();
  const [formError, setFormError] = useState<string | null>(null);
  const hasKana = account.nameKana.trim() !== '';
  const schema = useMemo(() => createAccountFormSchema(intl, { kanaRequired: hasKana }), [intl, hasKana]);
  const values = useMemo(() => formValues(account), [account]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountFormValues>({
    resolver: zodResolver(schema),
    // A fresher answer from the server fills the form, without undoing what the user has typed.
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const [updateAccount] = useMutation(UpdateAccountDocument, {
    update: (cache, { data }) => writeAccountViewer(cache, data?.updateAccount.viewer),
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const { data } = await updateAccount({
        variables: {
          input: {
            name: input.name.trim(),
            // An account without フリガナ may leave it empty: then it is not sent (nothing to change).
            ...(input.nameKana.trim() === '' ? {} : { nameKana: input.nameKana.trim() }),
            phone: input.phone.trim(),
            locale: input.locale,
          },
        },
      });
      const result = data?.updateAccount;
      if (result?.error) {
        if (result.error.code === 'UNAUTHENTICATED') return sessionEnded();
        const message = formatUserError(intl, result.error);
        const field = fieldOfCode[result.error.code] ?? (isFieldName(result.error.field) ? result.error.field : null);
        if (field) setError(field, { message }, { shouldFocus: true });
        else setFormError(message);
        return;
      }
      if (!result?.viewer) return setFormError(formatUnexpectedError(intl));
      reset(formValues(result.viewer.account));
      rememberViewer(result.viewer);
      // The stored login information carries the language across reloads; switch this page now.
      const locale = fromAccountLocale(result.viewer.account.locale);
      setLocale(locale, { remember: true });
      const saved = await formatIn(locale, accountEditMessages.saved).catch(() =>
        intl.formatMessage(accountEditMessages.saved),
      );
      notify(saved, 'success');
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormError message={formError} />
      <TextField
        label={intl.formatMessage(accountEditMessages.nameLabel)}
        registration={register('name')}
        error={errors.name?.message}
        type="text"
        autoComplete="name"
      />
      <TextField
        label={intl.formatMessage(accountEditMessages.nameKanaLabel)}
        hint={intl.formatMessage(accountEditMessages.nameKanaHint)}
        registration={register('nameKana')}
        error={errors.nameKana?.message}
        type="text"
        spellCheck={false}
      />
      <TextField
        label={intl.formatMessage(accountEditMessages.phoneLabel)}
        hint={intl.formatMessage(accountEditMessages.phoneHint)}
        registration={register('phone')}
        error={errors.phone?.message}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <SelectField
        label={intl.formatMessage(accountEditMessages.localeLabel)}
        registration={register('locale')}
        error={errors.locale?.message}
        options={localeOptions}
      />
      <div className="form-actions">
        <button type="submit" className="button button--block" disabled={isSubmitting}>
          {intl.formatMessage(accountEditMessages.submit)}
        </button>
      </div>
    </form>
  );
}
