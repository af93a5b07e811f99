import { Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { AuthMessages, passwordRuleViolations } from '@sentilog/contracts';
import { AuthRepository, DuplicateEmailError } from './auth.repository';
import { AuthService, assertPasswordRules, FRESH_SIGN_IN_S, toAuthUser } from './auth.service';
import { EmailVerificationService } from './email-verification.service';
import { EventsPublisher } from './events.publisher';
import { PasswordHasher } from './password-hasher';
import { SignupNotices } from './signup-notices';
import { User } from './user.entity';

const RULES = {
  length: 'Password must be at least 8 characters long',
  upper: 'Password must contain at least one uppercase letter',
  lower: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function user(fields: Partial<User> = {}): User {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    firstname: 'Ann',
    lastname: 'Lee',
    email: 'ann@example.com',
    passwordHash: '$argon2id$hash-of-Str0ng!pass',
    tokenVersion: 3,
    emailVerifiedAt: new Date('2030-01-01T00:00:00.000Z'),
    photoId: null,
    avatarUrl: null,
    signupNoticeAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...fields,
  };
}

/** The `{statusCode, error}` a service error carries, or the rejection itself. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err instanceof RpcException ? err.getError() : err;
  }
  throw new Error('expected a rejection');
}

function setup() {
  const repository = {
    findUserById: jest.fn(async (): Promise<User | null> => null),
    findUserByEmail: jest.fn(async (): Promise<User | null> => null),
    createUser: jest.fn(async (fields: Partial<User>) => user({ ...fields, tokenVersion: 0 })),
    updateUser: jest.fn(async (u: User, changes: Record<string, unknown>) =>
      user({
        ...u,
        ...changes,
        tokenVersion: changes.bumpTokenVersion ? u.tokenVersion + 1 : u.tokenVersion,
      }),
    ),
    findPhoto: jest.fn(),
    findUserByIdentity: jest.fn(async (): Promise<User | null> => null),
    linkIdentity: jest.fn(async () => 4),
    deleteUser: jest.fn(async () => true),
  };
  const hasher = {
    hash: jest.fn(async (password: string) => `$argon2id$hash-of-${password}`),
    verify: jest.fn(
      async (hash: string, password: string) => hash === `$argon2id$hash-of-${password}`,
    ),
    verifyNothing: jest.fn(async () => false as const),
  };
  const events = { userDeleted: jest.fn(async () => undefined) };
  const verification = { sendLink: jest.fn(async () => undefined) };
  const signupNotices = { attemptOn: jest.fn(async () => undefined) };
  const service = new AuthService(
    repository as unknown as AuthRepository,
    hasher as unknown as PasswordHasher,
    events as unknown as EventsPublisher,
    verification as unknown as EmailVerificationService,
    signupNotices as unknown as SignupNotices,
  );
  return { service, repository, hasher, events, verification, signupNotices };
}

describe('password rules (spec section 5)', () => {
  it('accepts a password that meets all five rules', () => {
    expect(passwordRuleViolations('Str0ng!pass')).toEqual([]);
    expect(() => assertPasswordRules('Str0ng!pass')).not.toThrow();
  });

  it.each([
    ['Sh0rt!a', [RULES.length]],
    ['lower1!case', [RULES.upper]],
    ['UPPER1!CASE', [RULES.lower]],
    ['NoNumber!', [RULES.number]],
    ['NoSpecial1', [RULES.special]],
    ['abc', [RULES.length, RULES.upper, RULES.number, RULES.special]],
    ['', [RULES.length, RULES.upper, RULES.lower, RULES.number, RULES.special]],
  ])('%j breaks %j, in the spec order', (password, broken) => {
    expect(passwordRuleViolations(password)).toEqual(broken);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts %s as the special character', (special) => {
    expect(passwordRuleViolations(`Abcdefg1${special}`)).toEqual([]);
  });

  it.each(['_', '-', '+', '=', '~', ' '])('does not count %j as a special character', (other) => {
    expect(passwordRuleViolations(`Abcdefg1${other}`)).toEqual([RULES.special]);
  });

  it("answers 400 with the broken rules' messages joined by '. '", async () => {
    const { service, repository, hasher } = setup();
    const err = await failure(
      service.signup({ firstname: 'A', lastname: 'B', email: 'a@b.co', password: 'weakpass' }),
    );
    expect(err).toEqual({
      statusCode: 400,
      error: `${RULES.upper}. ${RULES.number}. ${RULES.special}`,
    });
    expect(hasher.hash).not.toHaveBeenCalled();
    expect(repository.createUser).not.toHaveBeenCalled();
  });
});

describe('AuthService', () => {
  beforeAll(() => Logger.overrideLogger(false));
  describe('signup', () => {
    const RECEIVED = { message: AuthMessages.signupReceived };

    it('stores a normalised email and an argon2 hash, mails a confirmation link, and answers the one message', async () => {
      const { service, repository, verification, signupNotices } = setup();
      const result = await service.signup({
        firstname: 'Ann',
        lastname: 'Lee',
        email: '  Ann@Example.COM ',
        password: 'Str0ng!pass',
      });
      expect(repository.createUser).toHaveBeenCalledWith(
        {
          firstname: 'Ann',
          lastname: 'Lee',
          email: 'ann@example.com',
          passwordHash: '$argon2id$hash-of-Str0ng!pass',
        },
        undefined,
      );
      expect(verification.sendLink).toHaveBeenCalledTimes(1);
      expect(signupNotices.attemptOn).not.toHaveBeenCalled();
      expect(result).toEqual(RECEIVED);
    });

    it('answers a taken email exactly the same, found first or lost in a race, and tells its owner instead', async () => {
      const { service, repository, hasher, verification, signupNotices } = setup();
      const form = {
        firstname: 'A',
        lastname: 'B',
        email: 'ann@example.com',
        password: 'Str0ng!pass',
      };
      const owner = user();
      repository.findUserByEmail.mockResolvedValueOnce(owner);
      expect(await service.signup(form)).toEqual(RECEIVED);
      expect(repository.createUser).not.toHaveBeenCalled();
      expect(signupNotices.attemptOn).toHaveBeenLastCalledWith(owner);

      repository.createUser.mockRejectedValueOnce(new DuplicateEmailError('taken'));
      repository.findUserByEmail.mockResolvedValueOnce(null).mockResolvedValueOnce(owner);
      expect(await service.signup(form)).toEqual(RECEIVED);
      expect(signupNotices.attemptOn).toHaveBeenCalledTimes(2);
      expect(verification.sendLink).not.toHaveBeenCalled();
      // The same work either way: each sign-up hashed its password.
      expect(hasher.hash).toHaveBeenCalledTimes(2);
    });

    it('checks the photo bytes against the declared type', async () => {
      const { service, repository } = setup();
      const form = { firstname: 'A', lastname: 'B', email: 'a@b.co', password: 'Str0ng!pass' };
      const lying = { contentType: 'image/jpeg' as const, data: PNG.toString('base64') };
      expect(await failure(service.signup({ ...form, photo: lying }))).toEqual({
        statusCode: 400,
        error: AuthMessages.signupPhotoType,
      });
      await service.signup({
        ...form,
        photo: { contentType: 'image/png', data: PNG.toString('base64') },
      });
      expect(repository.createUser).toHaveBeenCalledWith(expect.anything(), {
        contentType: 'image/png',
        data: PNG,
      });
    });
  });

  describe('signin', () => {
    it('answers the user and their current token version for the right password', async () => {
      const { service, repository } = setup();
      repository.findUserByEmail.mockResolvedValueOnce(user({ tokenVersion: 7 }));
      const result = await service.signin({ email: 'ANN@example.com ', password: 'Str0ng!pass' });
      expect(repository.findUserByEmail).toHaveBeenCalledWith('ann@example.com');
      expect(result.tokenVersion).toBe(7);
      expect(JSON.stringify(result)).not.toContain('argon2');
    });

    it('answers the same 401 for a wrong password, an unknown email and an account without a password', async () => {
      const { service, repository, hasher } = setup();
      const expected = { statusCode: 401, error: AuthMessages.invalidCredentials };

      repository.findUserByEmail.mockResolvedValueOnce(user());
      expect(
        await failure(service.signin({ email: 'ann@example.com', password: 'Wr0ng!' })),
      ).toEqual(expected);

      expect(await failure(service.signin({ email: 'nobody@example.com', password: 'x' }))).toEqual(
        expected,
      );
      // an unknown email still costs one hash verification
      expect(hasher.verifyNothing).toHaveBeenCalledTimes(1);

      repository.findUserByEmail.mockResolvedValueOnce(user({ passwordHash: null }));
      expect(await failure(service.signin({ email: 'ann@example.com', password: 'x' }))).toEqual(
        expected,
      );
      expect(hasher.verifyNothing).toHaveBeenCalledTimes(2);
    });
  });

  describe('token versions', () => {
    it('a profile update without a new password keeps the version', async () => {
      const { service, repository } = setup();
      repository.findUserById.mockResolvedValueOnce(user({ tokenVersion: 2 }));
      const result = await service.updateProfile({
        userId: 'id',
        firstname: 'New',
        lastname: 'Name',
        email: 'ann@example.com',
      });
      expect(repository.updateUser).toHaveBeenCalledWith(
        expect.anything(),
        { firstname: 'New', lastname: 'Name' },
        undefined,
      );
      expect(result).toMatchObject({ tokenVersion: 2, sessionsRevoked: false });
    });

    it('a password change needs the current password, and raises the version', async () => {
      const { service, repository } = setup();
      const base = { userId: 'id', firstname: 'A', lastname: 'B', email: 'ann@example.com' };
      repository.findUserById.mockResolvedValue(user({ tokenVersion: 2 }));

      expect(
        await failure(service.updateProfile({ ...base, newPassword: 'N3w!password' })),
      ).toEqual({
        statusCode: 400,
        error: AuthMessages.currentPasswordRequired,
      });
      expect(
        await failure(
          service.updateProfile({
            ...base,
            currentPassword: 'Wr0ng!',
            newPassword: 'N3w!password',
          }),
        ),
      ).toEqual({ statusCode: 400, error: AuthMessages.currentPasswordWrong });
      expect(repository.updateUser).not.toHaveBeenCalled();

      const result = await service.updateProfile({
        ...base,
        currentPassword: 'Str0ng!pass',
        newPassword: 'N3w!password',
      });
      expect(repository.updateUser).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({
          passwordHash: '$argon2id$hash-of-N3w!password',
          bumpTokenVersion: true,
        }),
        undefined,
      );
      expect(result).toMatchObject({ tokenVersion: 3, sessionsRevoked: true });
    });

    it('an account without a password (Google or GitHub) may set one without a current password', async () => {
      const { service, repository } = setup();
      repository.findUserById.mockResolvedValueOnce(user({ passwordHash: null, tokenVersion: 0 }));
      const result = await service.updateProfile({
        userId: 'id',
        firstname: 'A',
        lastname: 'B',
        email: 'ann@example.com',
        newPassword: 'N3w!password',
      });
      expect(result).toMatchObject({ tokenVersion: 1, sessionsRevoked: true });
    });

    it('an email change needs the current password, raises the version and mails a confirmation link to the new address', async () => {
      const { service, repository, verification } = setup();
      const base = { userId: 'id', firstname: 'A', lastname: 'B', email: 'new@example.com' };
      repository.findUserById.mockResolvedValue(user({ tokenVersion: 2 }));

      expect(await failure(service.updateProfile(base))).toEqual({
        statusCode: 400,
        error: AuthMessages.currentPasswordRequiredForEmail,
      });
      expect(await failure(service.updateProfile({ ...base, currentPassword: 'Wr0ng!' }))).toEqual({
        statusCode: 400,
        error: AuthMessages.currentPasswordWrong,
      });
      expect(repository.updateUser).not.toHaveBeenCalled();
      expect(verification.sendLink).not.toHaveBeenCalled();

      const result = await service.updateProfile({ ...base, currentPassword: 'Str0ng!pass' });
      expect(repository.updateUser).toHaveBeenCalledWith(
        expect.anything(),
        {
          firstname: 'A',
          lastname: 'B',
          email: 'new@example.com',
          emailVerifiedAt: null,
          bumpTokenVersion: true,
        },
        undefined,
      );
      expect(result).toMatchObject({ tokenVersion: 3, sessionsRevoked: true });
      expect(verification.sendLink).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'new@example.com' }),
      );
    });

    it("answers 409 when the new email is another user's", async () => {
      const { service, repository } = setup();
      repository.findUserById.mockResolvedValueOnce(user());
      repository.findUserByEmail.mockResolvedValueOnce(user({ id: 'someone-else' }));
      expect(
        await failure(
          service.updateProfile({
            userId: 'id',
            firstname: 'A',
            lastname: 'B',
            email: 'taken@x.io',
          }),
        ),
      ).toEqual({ statusCode: 409, error: AuthMessages.duplicateEmail });
    });
  });

  describe('oauthSignIn', () => {
    const profile = {
      provider: 'google' as const,
      providerUserId: 'g-1',
      email: 'Ann@Example.com',
      emailVerified: true,
      firstname: 'Ann',
      lastname: 'Lee',
    };

    it('signs in the account already linked to the provider id', async () => {
      const { service, repository } = setup();
      repository.findUserByIdentity.mockResolvedValueOnce(user({ tokenVersion: 4 }));
      expect((await service.oauthSignIn(profile)).tokenVersion).toBe(4);
      expect(repository.createUser).not.toHaveBeenCalled();
    });

    it('links the account with the same confirmed email and signs out its earlier sessions', async () => {
      const { service, repository } = setup();
      repository.findUserByEmail.mockResolvedValueOnce(user());
      const result = await service.oauthSignIn(profile);
      expect(repository.linkIdentity).toHaveBeenCalledWith(user().id, {
        provider: 'google',
        providerUserId: 'g-1',
        email: 'ann@example.com',
      });
      expect(result).toMatchObject({ tokenVersion: 4, sessionsRevoked: true });
    });

    it('refuses to link an account whose email was never confirmed (409), and creates nothing', async () => {
      const { service, repository } = setup();
      repository.findUserByEmail.mockResolvedValueOnce(user({ emailVerifiedAt: null }));
      const err = await failure(service.oauthSignIn(profile));
      expect(err).toEqual({ statusCode: 409, error: expect.stringContaining('not confirmed') });
      expect(repository.linkIdentity).not.toHaveBeenCalled();
      expect(repository.createUser).not.toHaveBeenCalled();
    });

    it('never links or creates anything from an unverified email', async () => {
      const { service, repository } = setup();
      repository.findUserByEmail.mockResolvedValue(user());
      expect(await failure(service.oauthSignIn({ ...profile, emailVerified: false }))).toEqual({
        statusCode: 400,
        error: 'Your Google account has no verified email address',
      });
      expect(repository.linkIdentity).not.toHaveBeenCalled();
      expect(repository.createUser).not.toHaveBeenCalled();
    });

    it('links explicitly to the signed-in user who asked, whatever the emails, and signs out their other sessions', async () => {
      const { service, repository } = setup();
      repository.findUserById.mockResolvedValue(user());
      const result = await service.linkExplicitly(
        { provider: 'google', providerUserId: 'g-1', email: 'Other@example.com' },
        user().id,
      );
      expect(repository.linkIdentity).toHaveBeenCalledWith(user().id, {
        provider: 'google',
        providerUserId: 'g-1',
        email: 'other@example.com',
      });
      expect(result).toMatchObject({ tokenVersion: 4, sessionsRevoked: true });
    });

    it('refuses an explicit link to a user whose email is not confirmed (403)', async () => {
      const { service, repository } = setup();
      repository.findUserById.mockResolvedValue(user({ emailVerifiedAt: null }));
      const identity = { provider: 'google' as const, providerUserId: 'g-1' };
      const refused = {
        statusCode: 403,
        error:
          'Please confirm your email address before linking a Google account: ' +
          'follow the link we emailed you, then try again.',
      };
      expect(await failure(service.checkExplicitLink(identity, user().id))).toEqual(refused);
      expect(await failure(service.linkExplicitly(identity, user().id))).toEqual(refused);
      expect(repository.linkIdentity).not.toHaveBeenCalled();
    });

    it('refuses to move a provider account that signs in to someone else to the asking user (409)', async () => {
      const { service, repository } = setup();
      repository.findUserByIdentity.mockResolvedValue(user({ id: 'someone-else' }));
      const identity = { provider: 'google' as const, providerUserId: 'g-1' };
      expect(await failure(service.linkExplicitly(identity, user().id))).toEqual({
        statusCode: 409,
        error: 'This Google account is already linked to another SentiLog account.',
      });
      expect(repository.linkIdentity).not.toHaveBeenCalled();
    });

    it('creates a password-less account with the identity for a new verified email', async () => {
      const { service, repository } = setup();
      await service.oauthSignIn({ ...profile, avatarUrl: 'https://example.com/a.png' });
      expect(repository.createUser).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'ann@example.com',
          passwordHash: null,
          avatarUrl: 'https://example.com/a.png',
          emailVerifiedAt: expect.any(Date),
        }),
        undefined,
        { provider: 'google', providerUserId: 'g-1', email: 'ann@example.com' },
      );
    });
  });

  describe('deleteAccount', () => {
    it('deletes the user and announces user.deleted, also when a retry finds the user gone', async () => {
      const { service, repository, events } = setup();
      repository.findUserById.mockResolvedValueOnce(user({ id: 'u-1' }));
      expect(await service.deleteAccount({ userId: 'u-1', password: 'Str0ng!pass' })).toEqual({
        userId: 'u-1',
        message: AuthMessages.accountDeleted,
      });
      repository.deleteUser.mockResolvedValueOnce(false);
      await service.deleteAccount({ userId: 'u-1' });
      expect(events.userDeleted).toHaveBeenCalledTimes(2);
      expect(events.userDeleted).toHaveBeenCalledWith({ userId: 'u-1' });
    });

    it('asks an account with a password for it, and keeps the account on a wrong one', async () => {
      const { service, repository, events } = setup();
      repository.findUserById.mockResolvedValue(user());
      expect(await failure(service.deleteAccount({ userId: user().id }))).toEqual({
        statusCode: 400,
        error: AuthMessages.deletePasswordRequired,
      });
      expect(
        await failure(service.deleteAccount({ userId: user().id, password: 'Wr0ng!pass' })),
      ).toEqual({ statusCode: 400, error: AuthMessages.deletePasswordWrong });
      expect(repository.deleteUser).not.toHaveBeenCalled();
      expect(events.userDeleted).not.toHaveBeenCalled();
    });

    it('asks an account without a password for a sign-in of the last 10 minutes', async () => {
      const { service, repository } = setup();
      repository.findUserById.mockResolvedValue(user({ passwordHash: null }));
      const now = Date.parse('2030-01-01T12:00:00Z');
      const signedIn = (secondsAgo: number) => now / 1000 - secondsAgo;
      for (const request of [{}, { signedInAt: signedIn(FRESH_SIGN_IN_S + 1) }]) {
        expect(
          await failure(service.deleteAccount({ userId: user().id, ...request }, now)),
        ).toEqual({
          statusCode: 403,
          error: AuthMessages.deleteNeedsFreshSignIn,
        });
      }
      expect(repository.deleteUser).not.toHaveBeenCalled();
      await service.deleteAccount(
        { userId: user().id, signedInAt: signedIn(FRESH_SIGN_IN_S) },
        now,
      );
      expect(repository.deleteUser).toHaveBeenCalledWith(user().id);
    });
  });

  it('the public user never carries the hash or the token version', () => {
    const view = toAuthUser(user({ photoId: '22222222-2222-4222-8222-222222222222' }));
    expect(view).toEqual({
      id: user().id,
      firstname: 'Ann',
      lastname: 'Lee',
      email: 'ann@example.com',
      profilephoto: '/api/auth/photo/22222222-2222-4222-8222-222222222222',
      emailConfirmed: true,
      hasPassword: true,
    });
    expect(toAuthUser(user({ emailVerifiedAt: null })).emailConfirmed).toBe(false);
    expect(toAuthUser(user({ passwordHash: null })).hasPassword).toBe(false);
  });
});
