import { useDeferredValue, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { passwordMessages } from './messages';

type Estimate = (password: string, userInputs: readonly string[]) => 0 | 1 | 2 | 3 | 4;

const levels = [
  passwordMessages.strength0,
  passwordMessages.strength1,
  passwordMessages.strength2,
  passwordMessages.strength3,
  passwordMessages.strength4,
] as const;

/** zxcvbn is far past a keystroke's budget on very long input; the policy stops at 128 anyway. */
const scoredLength = 128;

interface PasswordStrengthMeterProps {
  password: string;
  /** Words the user's own password should not lean on (login ID, e-mail). */
  userInputs: readonly string[];
}

/**
 * A guide while typing, not a rule: the policy decides what is accepted. zxcvbn and its dictionaries
 * load only when a page shows the meter.
 */
export function PasswordStrengthMeter({ password, userInputs }: PasswordStrengthMeterProps) {
  const intl = useIntl();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const deferred = useDeferredValue(password);

  useEffect(() => {
    let active = true;
    import('./zxcvbn-estimator')
      .then((module) => {
        if (active) setEstimate(() => module.estimateStrength);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const score = estimate && deferred ? estimate(deferred.slice(0, scoredLength), userInputs) : null;
  const label = score === null ? '' : intl.formatMessage(passwordMessages.strength, { level: intl.formatMessage(levels[score]) });

  return (
    <div className="strength">
      <div className="strength-bar" aria-hidden="true">
        <div className={`strength-bar-fill strength-bar-fill--${score ?? 'none'}`} />
      </div>
      <p className="strength-label" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
