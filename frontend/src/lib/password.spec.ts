import { passwordErrors, passwordRules, passwordStrength, validatePassword } from './password';

describe('password rules', () => {
  it('has the five rules with the spec messages, in order', () => {
    expect(passwordRules.map((rule) => rule.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    ]);
  });

  it('accepts a password that meets every rule', () => {
    expect(validatePassword('Str0ng!Pass')).toBeNull();
    expect(passwordErrors('Str0ng!Pass')).toEqual([]);
  });

  it.each([
    ['Sh0rt!a', 'Password must be at least 8 characters long'],
    ['nouppercase1!', 'Password must contain at least one uppercase letter'],
    ['NOLOWERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoNumbers!!', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)'],
  ])('rejects %p with exactly its message', (password, message) => {
    expect(passwordErrors(password)).toEqual([message]);
    expect(validatePassword(password)).toBe(message);
  });

  it.each([
    '!',
    '@',
    '#',
    '$',
    '%',
    '^',
    '&',
    '*',
    '(',
    ')',
    ',',
    '.',
    '?',
    '"',
    ':',
    '{',
    '}',
    '|',
    '<',
    '>',
  ])('counts %p as a special character', (special) => {
    expect(validatePassword(`Abcdefg1${special}`)).toBeNull();
  });

  it('does not count characters outside the list as special', () => {
    expect(passwordErrors('Abcdefg1-_+=~')).toEqual([
      'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    ]);
  });

  it("joins every failing message with '. ' on submit", () => {
    expect(validatePassword('abc')).toBe(
      'Password must be at least 8 characters long. ' +
        'Password must contain at least one uppercase letter. ' +
        'Password must contain at least one number. ' +
        'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    );
  });
});

describe('password strength', () => {
  it.each([
    ['', 0, 'Very Weak', 0],
    ['a', 1, 'Very Weak', 20],
    ['aA', 2, 'Weak', 40],
    ['aA1', 3, 'Fair', 60],
    ['aA1!', 4, 'Good', 80],
    ['aA1!aaaa', 5, 'Strong', 100],
  ])('%p is level %i (%s) with a %i%% bar', (password, level, label, percent) => {
    const strength = passwordStrength(password);
    expect(strength.level).toBe(level);
    expect(strength.label).toBe(label);
    expect(strength.percent).toBe(percent);
  });

  it('offers only the first two unmet rules as hints', () => {
    expect(passwordStrength('a').hints).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
    ]);
    expect(passwordStrength('abcdefgH').hints).toEqual([
      'Password must contain at least one number',
      'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    ]);
    expect(passwordStrength('abcdefgH1').hints).toEqual([
      'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    ]);
    expect(passwordStrength('abcdefgH1!').hints).toEqual([]);
  });
});
