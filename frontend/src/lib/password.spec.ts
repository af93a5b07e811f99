import { newPasswordProblem, passwordStrength } from './password';

describe('new password and confirmation', () => {
  it('accepts a valid password typed twice', () => {
    expect(newPasswordProblem('Str0ng!Pass', 'Str0ng!Pass')).toBeNull();
  });

  it('reports the broken rules before the confirmation', () => {
    expect(newPasswordProblem('weak', 'other')).toBe(
      'Password must be at least 8 characters long. ' +
        'Password must contain at least one uppercase letter. ' +
        'Password must contain at least one number. ' +
        'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    );
  });

  it("says 'Passwords do not match' when only the confirmation differs", () => {
    expect(newPasswordProblem('Str0ng!Pass', 'Str0ng!Pas')).toBe('Passwords do not match');
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
