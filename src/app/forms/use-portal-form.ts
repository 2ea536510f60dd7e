// The one way a form of the portal submits: react-hook-form with the form's schema (the same rules as
// the server), then the action; a UserError is put at the field it is about, or at the top of the
// form, in the user's language, and the focus goes to it; anything unexpected (network down, a
// masked server error) becomes 「ただいま処理できません」-style words at the top; an ended session goes to
// the logout page. The loading overlay
// follows every mutation by itself (apollo/activity-link.ts).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type KeepStateOptions, type Path, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { $ZodType } from 'zod/v4/core';
import type { ErrorFlow, UserErrorLike } from '../errors/error-messages';
import { loadErrorMessages } from '../errors/load-error-messages';
import { formatUnexpectedError } from '../errors/unexpected-error';
import type { ErrorCode } from '../gql/graphql';
import { useSessionEnded } from '../session/use-session-ended';
import { isPasswordPolicyCode } from '../../shared/password-policy';
import { focusWhenUsable } from '../components/ui/focus';
import { useHydrating } from '../components/ui/use-hydrating';

/** A UserError as the gateway answers it. */
export interface FieldUserError extends UserErrorLike {
  field?: string | null;
}

/** What an action reports: nothing when it is done, or the UserError the server answered. */
export type SubmitOutcome = { error: FieldUserError } | undefined | void;

/** Thrown by an action when the answer holds neither a result nor an error. */
export class UnexpectedAnswerError extends Error {}

// Codes that are about one input, whatever field the server names: the forms' own names for them.
const fieldOfCode: Partial<Record<ErrorCode, string>> = {
  INVALID_CURRENT_PASSWORD: 'currentPassword',
  EMAIL_INVALID: 'newEmail',
  EMAIL_UNAVAILABLE: 'newEmail',
  INVALID_CODE: 'code',
  NAME_INVALID: 'name',
  NAME_KANA_INVALID: 'nameKana',
  PHONE_INVALID: 'phone',
  LOGIN_ID_INVALID: 'loginId',
  LOGIN_ID_UNAVAILABLE: 'loginId',
};

function fieldOf(error: FieldUserError, own: Partial<Record<ErrorCode, string>> = {}): string | null {
  return own[error.code] ?? fieldOfCode[error.code] ?? (isPasswordPolicyCode(error.code) ? 'newPassword' : null) ?? error.field ?? null;
}

/** The form-level message, and a counter that moves the focus to it each time one is shown. */
export interface FormErrorState {
  message: string | null;
  focusSignal: number;
  /** 「ただいま処理できません」: the support contact is named with it. */
  unavailable?: boolean;
}

export interface FormErrorOptions {
  /** false: show the message without taking the focus there (the form puts it somewhere better). */
  focus?: boolean;
  unavailable?: boolean;
}

/** A form's schema, or how to load it when the form is first used (a page that must not download zod to show). */
export type PortalFormSchema<TValues extends FieldValues> = $ZodType<TValues, FieldValues> | (() => Promise<$ZodType<TValues, FieldValues>>);

/**
 * The form's resolver: the schema's checks through @hookform/resolvers, both loaded on the first
 * validation, or earlier as soon as the person starts using the page (a key, a pointer, an input: a
 * password manager's fill too), so a submit seldom waits for them. Neither is part of what a page
 * downloads to show and take input (the /login budget, bench/login-js-size.ts).
 */
function lazyResolver<TValues extends FieldValues>(
  schema: PortalFormSchema<TValues>,
  onUnavailable: () => void,
): { resolver: Resolver<TValues>; load: () => Promise<Resolver<TValues>> } {
  let loading: Promise<Resolver<TValues>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), typeof schema === 'function' ? schema() : schema]).then(
      ([{ zodResolver }, loaded]) => zodResolver(loaded) as Resolver<TValues>,
      (error: unknown) => {
        // Not kept: the next use tries again.
        loading = undefined;
        throw error;
      },
    ));
  // A failed load (the network) is tried again at the next validation. Meanwhile the form is not
  // sent (an error of the form as a whole, which no field shows) and says 「ただいま処理できません」.
  const resolver: Resolver<TValues> = async (values, context, options) => {
    let check: Resolver<TValues>;
    try {
      check = await load();
    } catch {
      onUnavailable();
      const errors = { root: { type: 'unavailable', message: '' } } as FieldErrors<TValues>;
      return { values: {}, errors };
    }
    return check(values, context, options);
  };
  return { resolver, load };
}

const firstUse = ['keydown', 'pointerdown', 'input'] as const;

export interface PortalFormOptions<TValues extends FieldValues> {
  /** A zod/mini schema of the values (built with the UI's messages), or a function that imports and builds it. */
  schema: PortalFormSchema<TValues>;
  defaultValues: DefaultValues<TValues>;
  /** Values from the server that refill the form when they change (react-hook-form's `values`). */
  values?: TValues;
  /** How such a refill treats what the user has typed. */
  resetOptions?: KeepStateOptions;
  /** A message to show at the top from the start (why the user is here again). */
  initialError?: string | null;
  /** Where a code's words depend on the flow (an expired code in an e-mail change). */
  flow?: ErrorFlow;
  /** This form's own names for the fields some codes are about (the invitation's `email`, say). */
  fieldOfCode?: Partial<Record<ErrorCode, string>>;
}

export interface SubmitHandlers {
  /** Handles an error itself (leaving the page, starting over); return true when it did. */
  onUserError?: (error: FieldUserError, message: string) => boolean | void;
}

export function usePortalForm<TValues extends FieldValues>(options: PortalFormOptions<TValues>) {
  const intl = useIntl();
  // A prerendered form may hold what was typed before the page came alive: while hydrating, its fields
  // start from the page itself (react-hook-form reads an input that has no default value from the
  // input, as it registers it), so nothing typed is wiped (early-events.ts).
  const hydrating = useHydrating();
  const [formError, setFormErrorState] = useState<FormErrorState>({ message: options.initialError ?? null, focusSignal: 0 });
  const { resolver, load } = useMemo(
    () => lazyResolver(options.schema, () => setFormErrorState((previous) => ({ message: formatUnexpectedError(intl), unavailable: true, focusSignal: previous.focusSignal + 1 }))),
    [options.schema, intl],
  );
  useEffect(() => {
    const warm = () => {
      for (const type of firstUse) document.removeEventListener(type, warm, true);
      load().catch(() => undefined);
    };
    for (const type of firstUse) document.addEventListener(type, warm, true);
    return () => {
      for (const type of firstUse) document.removeEventListener(type, warm, true);
    };
  }, [load]);
  const form = useForm<TValues>({
    resolver,
    ...(hydrating ? {} : { defaultValues: options.defaultValues }),
    ...(options.values ? { values: options.values } : {}),
    ...(options.resetOptions ? { resetOptions: options.resetOptions } : {}),
  });
  const fields = Object.keys(options.defaultValues as object);
  const { flow } = options;
  const sessionEnded = useSessionEnded();

  const setFormError = useCallback((message: string | null, { focus = true, unavailable = false }: FormErrorOptions = {}) => {
    setFormErrorState((previous) => ({
      message,
      unavailable,
      focusSignal: message && focus ? previous.focusSignal + 1 : previous.focusSignal,
    }));
  }, []);

  /** The input registered under a field name, to move the focus to it. */
  const fieldElement = (name: string): HTMLElement | null => {
    const ref = (form.control._fields[name] as { _f?: { ref?: unknown } } | undefined)?._f?.ref;
    return ref instanceof HTMLElement ? ref : null;
  };

  /** Runs an action of the form (a submit, or another button such as 「コードを再送信」) and shows what went wrong. */
  const run = async (action: () => Promise<SubmitOutcome>, handlers: SubmitHandlers = {}): Promise<void> => {
    setFormErrorState((previous) => ({ ...previous, message: null }));
    const words = loadErrorMessages();
    words.catch(() => undefined);
    try {
      const outcome = await action();
      if (!outcome) return;
      // A session that ended meanwhile goes where every ended session goes, from any form.
      if (outcome.error.code === 'UNAUTHENTICATED') return sessionEnded();
      const { formatUserError, isUnavailableCode } = await words;
      const message = formatUserError(intl, outcome.error, flow);
      if (handlers.onUserError?.(outcome.error, message)) return;
      const field = fieldOf(outcome.error, options.fieldOfCode);
      if (field !== null && fields.includes(field)) {
        form.setError(field as Path<TValues>, { message });
        // The page is inert while the answer was awaited: the field takes the focus once it can.
        focusWhenUsable(() => fieldElement(field));
      } else setFormError(message, { unavailable: isUnavailableCode(outcome.error.code) });
    } catch {
      setFormError(formatUnexpectedError(intl), { unavailable: true });
    }
  };

  /** The submit handler: the schema's checks first (focus on the first field in error), then the action. */
  const submit = (action: (values: TValues) => Promise<SubmitOutcome>, handlers: SubmitHandlers = {}) =>
    form.handleSubmit((values) => run(() => action(values), handlers));

  /** Moves the focus to a field as soon as the page can take it (after the wait for an answer). */
  const focusField = (name: Path<TValues>) => focusWhenUsable(() => fieldElement(name));

  return { form, formError, setFormError, submit, run, focusField };
}
