/** The password rules of the product specification (section 5), for signup, reset and profile. */

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  message: string;
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    message: 'Password must be at least 8 characters long',
    test: (password) => password.length >= 8,
  },
  {
    id: 'uppercase',
    message: 'Password must contain at least one uppercase letter',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowercase',
    message: 'Password must contain at least one lowercase letter',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'number',
    message: 'Password must contain at least one number',
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: 'special',
    message: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    test: (password) => /[!@#$%^&*(),.?":{}|<>]/.test(password),
  },
];

/** The messages of every rule the password breaks, in rule order. */
export function passwordErrors(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** The message shown on submit: every failing message joined with '. ', or null when valid. */
export function validatePassword(password: string): string | null {
  const errors = passwordErrors(password);
  return errors.length > 0 ? errors.join('. ') : null;
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
  const unmet = passwordErrors(password);
  const level = passwordRules.length - unmet.length;
  return {
    level,
    label: strengthLabels[Math.max(0, level - 1)],
    percent: level * 20,
    hints: unmet.slice(0, 2),
  };
}
