import {
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRuleViolations,
  passwordRulesMessage,
} from './password-policy';

const MESSAGES = {
  length: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
};

describe('password policy', () => {
  it('has the five rules with the spec messages, in order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual(Object.values(MESSAGES));
  });

  it('accepts a password that meets every rule', () => {
    expect(passwordRuleViolations('Str0ng!Pass')).toEqual([]);
    expect(passwordRulesMessage('Str0ng!Pass')).toBeNull();
  });

  it.each([
    ['Sh0rt!a', MESSAGES.length],
    ['nouppercase1!', MESSAGES.uppercase],
    ['NOLOWERCASE1!', MESSAGES.lowercase],
    ['NoNumbers!!', MESSAGES.number],
    ['NoSpecial123', MESSAGES.special],
  ])('rejects %p with exactly its message', (password, message) => {
    expect(passwordRuleViolations(password)).toEqual([message]);
    expect(passwordRulesMessage(password)).toBe(message);
  });

  it('counts characters, not bytes, for the length (8 exactly is enough)', () => {
    expect(passwordRuleViolations('Abcdef1!')).toEqual([]);
    expect(passwordRuleViolations('Abcde1!')).toEqual([MESSAGES.length]);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('counts %p as a special character', (special) => {
    expect(passwordRulesMessage(`Abcdefg1${special}`)).toBeNull();
  });

  it('lists exactly the twenty special characters of the spec', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort().join('')).toBe('!"#$%&()*,.:<>?@^{|}');
  });

  it('does not count characters outside the list as special', () => {
    expect(passwordRuleViolations('Abcdefg1-_+=~ ')).toEqual([MESSAGES.special]);
  });

  it("joins every broken rule's message with '. '", () => {
    expect(passwordRulesMessage('abc')).toBe(
      [MESSAGES.length, MESSAGES.uppercase, MESSAGES.number, MESSAGES.special].join('. '),
    );
  });
});
