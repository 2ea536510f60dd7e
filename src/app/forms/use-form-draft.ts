import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useNotify } from '../notifications/notification-context';
import { clearFormDraft, isDraftable, readFormDraft, saveFormDraft } from './form-drafts';
import { endKeepingFormDrafts, formDraftsKeptForSignIn } from './form-draft-hold';
import { formDraftMessages } from './messages';

export interface FormDraft {
  /** The form holds input brought back from before an idle expiry (it says so, and offers discard). */
  restored: boolean;
  /** Cancel: the input brought back goes, the form shows what is saved. */
  discard: () => void;
  /** The form was saved: its draft goes. */
  saved: () => void;
}

/**
 * Keeps a form's unsaved input (the named fields that differ from what is saved, never a secret) in
 * this tab while it is typed, so that an idle expiry does not throw it away; brings it back, with a
 * notice, when the form opens again for the same account (form-drafts.ts).
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, formId: string, fields: readonly Path<T>[]): FormDraft {
  const notify = useNotify();
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readFormDraft(formId);
    endKeepingFormDrafts();
    if (!draft) return;
    let any = false;
    for (const name of fields) {
      const value = draft[name];
      if (value === undefined || !isDraftable(name)) continue;
      form.setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
      any = true;
    }
    if (!any) return;
    setRestored(true);
    notify((intl) => intl.formatMessage(formDraftMessages.restored), 'info');
    // Once, as the form opens: later renders are the user's own typing.
  }, []);

  useEffect(() => {
    const subscription = form.watch((values) => {
      const saved = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
      const typed = values as Record<string, unknown>;
      const changed = fields.filter((name) => String(typed[name] ?? '') !== String(saved[name] ?? ''));
      saveFormDraft(formId, Object.fromEntries(changed.map((name) => [name, String(typed[name] ?? '')])));
    });
    return () => {
      subscription.unsubscribe();
      // Leaving for another page forgets it; leaving because the session ended keeps it.
      if (!formDraftsKeptForSignIn()) clearFormDraft(formId);
    };
  }, [form, formId, fields]);

  const discard = useCallback(() => {
    clearFormDraft(formId);
    setRestored(false);
    // Back to what is saved (the form's defaults follow the server's answers).
    form.reset(form.formState.defaultValues as T, { keepDirtyValues: false });
  }, [form, formId]);
  const saved = useCallback(() => {
    clearFormDraft(formId);
    setRestored(false);
  }, [formId]);
  return { restored, discard, saved };
}
