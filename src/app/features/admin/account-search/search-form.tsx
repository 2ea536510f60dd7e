// The search box and the three filters (role, state, level). Submitting puts the search into the address (a new history
// entry), which the results follow.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { PortalForm } from '../../../forms/portal-form';
import { usePortalForm } from '../../../forms/use-portal-form';
import { pathOf } from '../../../routes/page-rules';
import { codePoints } from '../../../../shared/text';
import { searchMaxLength } from '../../../../shared/account-search';
import { levelLabel, levels, roleLabel, roles, statusLabel, statuses } from '../labels';
import { adminMessages } from '../messages';
import { searchMessages as m } from './messages';
import { queryOf, type SearchCriteria } from './search-criteria';

function schemaOf(intl: IntlShape) {
  return z.object({
    q: z.string().check(z.refine((value) => codePoints(value.trim()) <= searchMaxLength, { error: intl.formatMessage(adminMessages.tooLong, { max: searchMaxLength }) })),
    role: z.enum(['', ...roles]),
    status: z.enum(['', ...statuses]),
    level: z.enum(['', ...levels]),
  });
}

export function SearchForm({ criteria }: { criteria: SearchCriteria }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const schema = useMemo(() => schemaOf(intl), [intl]);
  // The address is the truth: going back through the history refills the form.
  const { form, formError, submit } = usePortalForm<SearchCriteria>({ schema, defaultValues: criteria, values: criteria });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const any: SelectOption = { value: '', label: intl.formatMessage(adminMessages.any) };
  const roleOptions = [any, ...roles.map((role) => ({ value: role, label: roleLabel(intl, role) }))];
  const statusOptions = [any, ...statuses.map((status) => ({ value: status, label: statusLabel(intl, status) }))];
  const levelOptions = [any, ...levels.map((level) => ({ value: level, label: levelLabel(intl, level) }))];
  const filtered = criteria.q !== '' || criteria.role !== '' || criteria.status !== '' || criteria.level !== '';

  const onSubmit = submit(async (values) => {
    const query = queryOf(values);
    await navigate(query ? `${pathOf('adminAccounts')}?${query}` : pathOf('adminAccounts'));
  });

  return (
    <div role="search" className="admin-search" aria-label={intl.formatMessage(m.form)}>
      <PortalForm
        onSubmit={onSubmit}
        error={formError}
        submitting={isSubmitting}
        submitLabel={intl.formatMessage(m.submit)}
        actions={filtered ? <Link to={pathOf('adminAccounts')}>{intl.formatMessage(m.clear)}</Link> : null}
      >
        <div className="admin-search-fields">
          <TextField
            label={intl.formatMessage(m.searchLabel)}
            hint={intl.formatMessage(m.searchHint)}
            registration={register('q')}
            error={errors.q?.message}
            type="search"
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField label={intl.formatMessage(m.roleLabel)} registration={register('role')} options={roleOptions} />
          <SelectField label={intl.formatMessage(m.statusLabel)} registration={register('status')} options={statusOptions} />
          <SelectField label={intl.formatMessage(m.levelLabel)} registration={register('level')} options={levelOptions} />
        </div>
      </PortalForm>
    </div>
  );
}
