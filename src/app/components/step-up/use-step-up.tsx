// Step-up where the user is: an action that answers STEP_UP_REQUIRED opens the step-up dialog, and
// after the proof the same action runs once more with what the user typed (its closure), so nothing
// typed is lost. Cancelled, the first answer stands (the form shows why it did not go through).
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { ErrorCode, StepUpMethod } from '../../gql/graphql';
import { focusWhenUsable } from '../ui/focus';

const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

/** The part of a UserError step-up looks at. */
export interface StepUpError {
  code: ErrorCode;
  stepUpMethod?: StepUpMethod | null;
}

export interface StepUp {
  /** Runs `action`; when its error (errorOf) is STEP_UP_REQUIRED, asks for the proof, then runs it once more. */
  guard: <T>(action: () => Promise<T>, errorOf: (result: T) => StepUpError | null | undefined) => Promise<T>;
  /** The dialog while it is asked for: render it anywhere in the caller (it portals itself). */
  dialog: ReactNode;
}

export function useStepUp(): StepUp {
  const [asked, setAsked] = useState<{ method: StepUpMethod; done: (proven: boolean) => void } | null>(null);

  const guard = useCallback(async <T,>(action: () => Promise<T>, errorOf: (result: T) => StepUpError | null | undefined): Promise<T> => {
    // Where the user was (the button or field that sent the action): the focus goes back there.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = await action();
    const error = errorOf(first);
    const method = error?.code === 'STEP_UP_REQUIRED' ? error.stepUpMethod : null;
    if (!method) return first;
    const proven = await new Promise<boolean>((resolve) => setAsked({ method, done: resolve }));
    setAsked(null);
    focusWhenUsable(() => opener);
    return proven ? action() : first;
  }, []);

  const dialog = asked ? (
    <Suspense fallback={null}>
      <StepUpDialog method={asked.method} onDone={asked.done} />
    </Suspense>
  ) : null;
  return { guard, dialog };
}
