// The second sign-in step with a recovery code (issue 23): for when the phone or the mailbox is lost.
// Its own form (letters and digits, no numeric keyboard, no one-time-code autofill); the page signs in.
import { useEffect, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { normalizeRecoveryCode } from '../../../shared/code';
import { PortalForm } from '../../forms/portal-form';
import { TextField } from '../../components/ui/text-field';
import { usePortalForm, type SubmitHandlers, type SubmitOutcome } from '../../forms/use-portal-form';
import { oneTimeCodeMessages } from './messages';


function recoveryCodeSchema(intl: IntlShape) {
  return z.object({
    code: z
      .string()
      .check(
        z.minLength(1, { error: intl.formatMessage(oneTimeCodeMessages.recoveryRequired) }),
        // The account service's rule (src/shared/code.ts): 10 letters and digits once spaces and dashes are gone (NFKC).
        z.refine((value) => normalizeRecoveryCode(value) !== null, { error: intl.formatMessage(oneTimeCodeMessages.recoveryFormat) }),
      ),
  });
}

interface RecoveryCodeFormProps {
  onVerify(code: string): Promise<SubmitOutcome>;
  handlers: SubmitHandlers;
  onBack(): void;
}

export function RecoveryCodeForm({ onVerify, handlers, onBack }: RecoveryCodeFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => recoveryCodeSchema(intl), [intl]);
  const { form, formError, submit, focusField } = usePortalForm<{ code: string }>({ schema, defaultValues: { code: '' } });
  // The user chose this way in: the focus goes to the field it asks for (once, when it appears;
  // focusField is made anew on each render, so it is not a dependency).
  useEffect(() => focusField('code'), []);
  const onSubmit = submit(({ code }) => onVerify(code), handlers);
  return (
    <>
      <p>{intl.formatMessage(oneTimeCodeMessages.recoveryInstructions)}</p>
      <PortalForm
        onSubmit={onSubmit}
        error={formError}
        submitting={form.formState.isSubmitting}
        submitLabel={intl.formatMessage(oneTimeCodeMessages.submit)}
        actions={
          <button type="button" className="button button--secondary" onClick={onBack}>
            {intl.formatMessage(oneTimeCodeMessages.backToCode)}
          </button>
        }
      >
        <TextField
          label={intl.formatMessage(oneTimeCodeMessages.recoveryLabel)}
          hint={intl.formatMessage(oneTimeCodeMessages.recoveryHint)}
          registration={form.register('code')}
          error={form.formState.errors.code?.message}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
        />
      </PortalForm>
    </>
  );
}
