// /admin/accounts/new: invite an account (created without a password; its owner gets a link to set
// one). A refused field is shown at the field; once invited, the new account's page says the mail went.
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { PortalForm } from '../../../forms/portal-form';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { UnexpectedAnswerError, usePortalForm } from '../../../forms/use-portal-form';
import { AdminInviteAccountDocument } from '../../../gql/graphql';
import { useNotify } from '../../../notifications/notification-context';
import { adminAccountPath } from '../../../routes/page-rules';
import { AdminPage } from '../admin-page';
import { localeLabel, roleLabel, roles } from '../labels';
import { createInviteSchema, inviteDefaults, inviteInput, type InviteValues } from './invite-form.schema';
import { inviteMessages as m } from './messages';

export function InvitePage() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const schema = useMemo(() => createInviteSchema(intl), [intl]);
  const { form, formError, submit } = usePortalForm<InviteValues>({
    schema,
    defaultValues: inviteDefaults,
    // The invitation's own field names for the codes that are about them.
    fieldOfCode: { EMAIL_INVALID: 'email', EMAIL_UNAVAILABLE: 'email' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [invite] = useMutation(AdminInviteAccountDocument, { fetchPolicy: 'no-cache' });

  const stepUp = useStepUp();
  const onSubmit = submit(async (values) => {
    // A step-up asked for on the way comes as a dialog; the same invitation then goes on.
    const payload = await stepUp.guard(async () => (await invite({ variables: { input: inviteInput(values) } })).data?.adminInviteAccount, (answer) => answer?.error);
    if (payload?.error) return { error: payload.error };
    const created = payload?.account?.account;
    if (!created) throw new UnexpectedAnswerError();
    notify((i) => i.formatMessage(m.sent, { email: created.email }), 'success');
    await navigate(adminAccountPath(created.accountCode));
  });

  return (
    <AdminPage title={intl.formatMessage(m.title)} wide={false}>
      <PortalForm onSubmit={onSubmit} error={formError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.submit)} intro={<p>{intl.formatMessage(m.intro)}</p>}>
        <TextField
          label={intl.formatMessage(m.loginIdLabel)}
          hint={intl.formatMessage(m.loginIdHint)}
          registration={register('loginId')}
          error={errors.loginId?.message}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label={intl.formatMessage(m.emailLabel)}
          hint={intl.formatMessage(m.emailHint)}
          registration={register('email')}
          error={errors.email?.message}
          type="email"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField label={intl.formatMessage(m.nameLabel)} registration={register('name')} error={errors.name?.message} autoComplete="off" />
        <TextField
          label={intl.formatMessage(m.nameKanaLabel)}
          hint={intl.formatMessage(m.nameKanaHint)}
          registration={register('nameKana')}
          error={errors.nameKana?.message}
          autoComplete="off"
        />
        <SelectField
          label={intl.formatMessage(m.roleLabel)}
          registration={register('role')}
          options={roles.map((role) => ({ value: role, label: roleLabel(intl, role) }))}
        />
        <SelectField
          label={intl.formatMessage(m.localeLabel)}
          registration={register('locale')}
          options={(['JA', 'EN'] as const).map((locale) => ({ value: locale, label: localeLabel(intl, locale) }))}
        />
        {stepUp.dialog}
      </PortalForm>
    </AdminPage>
  );
}
