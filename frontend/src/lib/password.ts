import {
  PASSWORD_RULES,
  passwordRuleViolations,
  passwordRulesMessage,
} from '@sentilog/contracts/web';
import { messages } from './api-error';

/**
 * A new password and its confirmation (reset and profile): the broken rules in the server's own
 * words, else 'Passwords do not match', else null.
 */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  return (
    passwordRulesMessage(password) ??
    (password !== confirmation ? messages.passwordsDoNotMatch : null)
  );
}

export const strengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

export interface PasswordStrength {
  /** How many of the five rules hold: 0 to 5. */
  level: number;
  label: StrengthLabel;
  /** Width of the meter's bar: 20% per level. */
  percent: number;
  /** The first two unmet rules, as shown under the meter. */
  hints: string[];
}

/** The live strength meter: level 0 to 5, its name, the bar width and the first 2 unmet hints. */
export function passwordStrength(password: string): PasswordStrength {
  const unmet = passwordRuleViolations(password);
  const level = PASSWORD_RULES.length - unmet.length;
  return {
    level,
    label: strengthLabels[Math.max(0, level - 1)],
    percent: level * 20,
    hints: unmet.slice(0, 2),
  };
}
