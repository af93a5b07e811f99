/**
 * The password rules of the product specification (section 5), once for everyone: the auth DTOs
 * validate with them and the web forms check them before sending, with the same texts.
 */

/** The special characters the spec's password rule accepts. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 hashes whatever it is given; a cap keeps one request from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  message: string;
  test: (password: string) => boolean;
}

/** The five rules in the spec's order, each with its exact message. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
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
    message: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: (password) =>
      [...PASSWORD_SPECIAL_CHARACTERS].some((special) => password.includes(special)),
  },
];

/** The messages of every rule `password` breaks, in the spec's order. */
export function passwordRuleViolations(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/**
 * What a refused password is told, on the server and in the forms alike: every broken rule's
 * message joined with '. ', or null when the password meets them all.
 */
export function passwordRulesMessage(password: string): string | null {
  const violations = passwordRuleViolations(password);
  return violations.length > 0 ? violations.join('. ') : null;
}
