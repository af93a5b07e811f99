import { Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { AuthMessages } from '@sentilog/contracts';
import { createHash } from 'node:crypto';
import { AuthRepository } from './auth.repository';
import { LinkMail, MailService } from './mail.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetToken } from './password-reset-token.entity';
import { hashMailToken, MAIL_INTERVAL_MS, MAIL_TOKEN_TTL_MS } from './mail-token';
import { PasswordResetService } from './password-reset.service';
import { User } from './user.entity';

const APP_URL = 'https://sentilog.example';
const NOW = new Date('2030-01-02T03:04:05.000Z').getTime();
const ANN = { id: 'user-1', email: 'ann@example.com', firstname: 'Ann' } as User;
const INVALID = { statusCode: 400, error: AuthMessages.resetInvalid };

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
    findUserByEmail: jest.fn(async (email: string) => (email === ANN.email ? ANN : null)),
    latestResetRequest: jest.fn(async (): Promise<Date | null> => null),
    createResetToken: jest.fn(async () => undefined),
    findResetToken: jest.fn(async (): Promise<PasswordResetToken | null> => null),
    consumeResetToken: jest.fn(
      async () => ({ tokenVersion: 4 }) as { tokenVersion: number } | null,
    ),
  };
  const hasher = { hash: jest.fn(async (p: string) => `$argon2id$hash-of-${p}`) };
  const sent: LinkMail[] = [];
  const mail = { sendPasswordReset: jest.fn(async (m: LinkMail) => void sent.push(m)) };
  const service = new PasswordResetService(
    repository as unknown as AuthRepository,
    hasher as unknown as PasswordHasher,
    mail as unknown as MailService,
    { APP_URL },
  );
  return { service, repository, hasher, mail, sent };
}

function storedToken(fields: Partial<PasswordResetToken> = {}): PasswordResetToken {
  return {
    id: 'token-1',
    userId: ANN.id,
    tokenHash: 'h',
    expiresAt: new Date(NOW + 30 * 60 * 1000),
    usedAt: null,
    createdAt: new Date(NOW - 30 * 60 * 1000),
    ...fields,
  };
}

describe('PasswordResetService', () => {
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('hashes reset tokens with SHA-256 (hex)', () => {
    expect(hashMailToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hashMailToken('abc')).toHaveLength(64);
  });

  describe('forgotPassword', () => {
    it('mails a link with a random 32-byte token and stores only its hash, expiring in one hour', async () => {
      const { service, repository, sent } = setup();
      const answer = await service.forgotPassword({ email: ' ANN@example.com ' });
      await service.settled();

      expect(answer).toEqual({ message: AuthMessages.resetLinkSent });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: 'ann@example.com', firstname: 'Ann' });
      const link = new URL(sent[0].link);
      expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/reset-password`);
      const token = link.searchParams.get('token')!;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);

      expect(repository.createResetToken).toHaveBeenCalledWith(
        ANN.id,
        hashMailToken(token),
        new Date(NOW + MAIL_TOKEN_TTL_MS),
      );
      expect(MAIL_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
      expect(JSON.stringify(repository.createResetToken.mock.calls)).not.toContain(token);
    });

    it('does the same work before answering whether or not the account exists: none (the lookup and the mail come after)', async () => {
      // What each path has called when its answer is ready: a difference there is a difference
      // in response time, which would tell who has an account.
      const callsBeforeAnswer = async (email: string) => {
        const { service, repository, mail } = setup();
        const answer = await service.forgotPassword({ email });
        const calls = [repository, mail].flatMap((fake) =>
          Object.entries(fake)
            .filter(([, fn]) => (fn as jest.Mock).mock.calls.length > 0)
            .map(([name]) => name),
        );
        return { answer, calls };
      };
      const known = await callsBeforeAnswer(ANN.email);
      const unknown = await callsBeforeAnswer('nobody@example.com');
      expect(known).toEqual(unknown);
      expect(known).toEqual({ answer: { message: AuthMessages.resetLinkSent }, calls: [] });
    });

    it('gives two requests two different tokens', async () => {
      const { service, sent } = setup();
      await service.forgotPassword({ email: ANN.email });
      await service.forgotPassword({ email: ANN.email });
      await service.settled();
      expect(new Set(sent.map((m) => m.link)).size).toBe(2);
    });

    it('answers the same and sends nothing for an unknown email', async () => {
      const { service, repository, sent } = setup();
      expect(await service.forgotPassword({ email: 'nobody@example.com' })).toEqual({
        message: AuthMessages.resetLinkSent,
      });
      await service.settled();
      expect(repository.findUserByEmail).toHaveBeenCalledWith('nobody@example.com');
      expect(repository.createResetToken).not.toHaveBeenCalled();
      expect(sent).toHaveLength(0);
    });

    it('sends at most one mail a minute per account', async () => {
      const { service, repository, sent } = setup();
      repository.latestResetRequest.mockResolvedValueOnce(new Date(NOW - 1_000));
      expect(await service.forgotPassword({ email: ANN.email })).toEqual({
        message: AuthMessages.resetLinkSent,
      });
      await service.settled();
      expect(repository.latestResetRequest).toHaveBeenCalledWith(
        ANN.id,
        new Date(NOW - MAIL_INTERVAL_MS),
      );
      expect(repository.createResetToken).not.toHaveBeenCalled();
      expect(sent).toHaveLength(0);
    });

    it('still answers the same when the mail cannot be sent', async () => {
      const { service, mail } = setup();
      mail.sendPasswordReset.mockRejectedValueOnce(new Error('SMTP down'));
      expect(await service.forgotPassword({ email: ANN.email })).toEqual({
        message: AuthMessages.resetLinkSent,
      });
      // the failure is logged, and waiting for the work does not throw either
      await expect(service.settled()).resolves.toBeUndefined();
      expect(mail.sendPasswordReset).toHaveBeenCalledTimes(1);
    });
  });

  describe('resetPassword', () => {
    it('finds the token by its hash, sets the new password and answers the raised token version', async () => {
      const { service, repository } = setup();
      const token = storedToken();
      repository.findResetToken.mockResolvedValueOnce(token);

      const done = await service.resetPassword({ token: 'raw-token', newPassword: 'Br4nd!new' });

      expect(repository.findResetToken).toHaveBeenCalledWith(hashMailToken('raw-token'));
      expect(repository.consumeResetToken).toHaveBeenCalledWith(
        token,
        '$argon2id$hash-of-Br4nd!new',
      );
      expect(done).toEqual({ message: AuthMessages.resetDone, userId: ANN.id, tokenVersion: 4 });
    });

    it.each([
      ['unknown', null],
      ['already used', storedToken({ usedAt: new Date(NOW - 1_000) })],
      ['expired', storedToken({ expiresAt: new Date(NOW - 1) })],
      ['expiring this very moment', storedToken({ expiresAt: new Date(NOW) })],
    ])(
      'refuses an %s token with 400 "This reset link is invalid or has expired"',
      async (_what, token) => {
        const { service, repository } = setup();
        repository.findResetToken.mockResolvedValueOnce(token);
        expect(
          await failure(service.resetPassword({ token: 't', newPassword: 'Br4nd!new' })),
        ).toEqual(INVALID);
        expect(repository.consumeResetToken).not.toHaveBeenCalled();
      },
    );

    it('accepts a token one millisecond before it expires', async () => {
      const { service, repository } = setup();
      repository.findResetToken.mockResolvedValueOnce(
        storedToken({ expiresAt: new Date(NOW + 1) }),
      );
      await expect(
        service.resetPassword({ token: 't', newPassword: 'Br4nd!new' }),
      ).resolves.toBeDefined();
    });

    it('refuses a token another request used in the meantime', async () => {
      const { service, repository } = setup();
      repository.findResetToken.mockResolvedValueOnce(storedToken());
      repository.consumeResetToken.mockResolvedValueOnce(null);
      expect(
        await failure(service.resetPassword({ token: 't', newPassword: 'Br4nd!new' })),
      ).toEqual(INVALID);
    });

    it('checks the password rules before touching the token', async () => {
      const { service, repository } = setup();
      expect(await failure(service.resetPassword({ token: 't', newPassword: 'weak' }))).toEqual({
        statusCode: 400,
        error:
          'Password must be at least 8 characters long. Password must contain at least one uppercase letter. ' +
          'Password must contain at least one number. Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
      });
      expect(repository.findResetToken).not.toHaveBeenCalled();
    });
  });
});
