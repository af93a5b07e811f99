import { Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { AuthMessages } from '@sentilog/contracts';
import { AuthRepository } from './auth.repository';
import { EmailVerificationToken } from './email-verification-token.entity';
import { EmailVerificationService } from './email-verification.service';
import { LinkMail, MailService } from './mail.service';
import { hashMailToken, MAIL_INTERVAL_MS, MAIL_TOKEN_TTL_MS } from './mail-token';
import { User } from './user.entity';

const APP_URL = 'https://sentilog.example';
const NOW = new Date('2030-01-02T03:04:05.000Z').getTime();
const ANN = {
  id: 'user-1',
  email: 'ann@example.com',
  firstname: 'Ann',
  emailVerifiedAt: null,
} as User;
const INVALID = { statusCode: 400, error: AuthMessages.verificationInvalid };

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
    latestVerificationRequest: jest.fn(async (): Promise<Date | null> => null),
    createVerificationToken: jest.fn(async () => undefined),
    findVerificationToken: jest.fn(async (): Promise<EmailVerificationToken | null> => null),
    consumeVerificationToken: jest.fn(async () => true),
    findUserById: jest.fn(async (): Promise<User | null> => ANN),
  };
  const sent: LinkMail[] = [];
  const mail = { sendEmailVerification: jest.fn(async (m: LinkMail) => void sent.push(m)) };
  const service = new EmailVerificationService(
    repository as unknown as AuthRepository,
    mail as unknown as MailService,
    { APP_URL },
  );
  return { service, repository, sent };
}

function storedToken(fields: Partial<EmailVerificationToken> = {}): EmailVerificationToken {
  return {
    id: 'token-1',
    userId: ANN.id,
    email: ANN.email,
    tokenHash: 'h',
    expiresAt: new Date(NOW + 30 * 60 * 1000),
    usedAt: null,
    createdAt: new Date(NOW - 30 * 60 * 1000),
    ...fields,
  };
}

describe('EmailVerificationService', () => {
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('stores only the hash of a one-hour token for the current address and mails the link', async () => {
    const { service, repository, sent } = setup();
    await service.sendLink(ANN);
    expect(sent).toHaveLength(1);
    const link = new URL(sent[0].link);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/verify-email`);
    const token = link.searchParams.get('token')!;
    expect(repository.createVerificationToken).toHaveBeenCalledWith(
      ANN.id,
      ANN.email,
      hashMailToken(token),
      new Date(NOW + MAIL_TOKEN_TTL_MS),
    );
    expect(sent[0]).toMatchObject({ to: ANN.email, firstname: 'Ann' });
  });

  it('sends at most one link a minute per account', async () => {
    const { service, repository, sent } = setup();
    repository.latestVerificationRequest.mockResolvedValueOnce(new Date(NOW - 1000));
    await service.sendLink(ANN);
    expect(repository.latestVerificationRequest).toHaveBeenCalledWith(
      ANN.id,
      ANN.email,
      new Date(NOW - MAIL_INTERVAL_MS),
    );
    expect(sent).toHaveLength(0);
  });

  it('resend says so and sends nothing when the email is already confirmed', async () => {
    const { service, sent } = setup();
    expect(await service.resend({ ...ANN, emailVerifiedAt: new Date(NOW) })).toEqual({
      message: AuthMessages.alreadyVerified,
    });
    expect(sent).toHaveLength(0);
    expect(await service.resend(ANN)).toEqual({ message: AuthMessages.verificationSent });
    expect(sent).toHaveLength(1);
  });

  it('confirms with a valid token, looked up by its hash', async () => {
    const { service, repository } = setup();
    repository.findVerificationToken.mockResolvedValueOnce(storedToken());
    expect(await service.verify({ token: 'raw-token' })).toEqual({
      message: AuthMessages.emailVerified,
    });
    expect(repository.findVerificationToken).toHaveBeenCalledWith(hashMailToken('raw-token'));
  });

  it.each([
    ['unknown', null],
    ['used', storedToken({ usedAt: new Date(NOW - 1000) })],
    ['expired', storedToken({ expiresAt: new Date(NOW) })],
  ])('refuses an %s token with 400', async (_what, stored) => {
    const { service, repository } = setup();
    repository.findVerificationToken.mockResolvedValueOnce(stored);
    expect(await failure(service.verify({ token: 't' }))).toEqual(INVALID);
    expect(repository.consumeVerificationToken).not.toHaveBeenCalled();
  });

  it('refuses a token used meanwhile or for an address the account no longer has', async () => {
    const { service, repository } = setup();
    repository.findVerificationToken.mockResolvedValueOnce(storedToken());
    repository.consumeVerificationToken.mockResolvedValueOnce(false);
    expect(await failure(service.verify({ token: 't' }))).toEqual(INVALID);
  });

  it('tells a link followed again that the address is already confirmed', async () => {
    const { service, repository } = setup();
    const confirmed = { ...ANN, emailVerifiedAt: new Date(NOW - 500) } as User;
    repository.findUserById.mockResolvedValue(confirmed);
    for (const stored of [
      storedToken({ usedAt: new Date(NOW - 1000) }),
      storedToken({ expiresAt: new Date(NOW) }),
    ]) {
      repository.findVerificationToken.mockResolvedValueOnce(stored);
      expect(await service.verify({ token: 't' })).toEqual({
        message: AuthMessages.alreadyVerified,
      });
    }
    // Confirmed, but since changed to another address: that link says nothing about this one.
    repository.findUserById.mockResolvedValue({ ...confirmed, email: 'new@example.com' } as User);
    repository.findVerificationToken.mockResolvedValueOnce(
      storedToken({ usedAt: new Date(NOW - 1000) }),
    );
    expect(await failure(service.verify({ token: 't' }))).toEqual(INVALID);
  });
});
