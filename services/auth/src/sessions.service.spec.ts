import { RpcException } from '@nestjs/microservices';
import { AuthMessages } from '@sentilog/contracts';
import { AuthRepository } from './auth.repository';
import { SessionsService } from './sessions.service';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const TOKEN_ID = '22222222-2222-4222-8222-222222222222';

function setup() {
  const repository = {
    findUserById: jest.fn(async () => ({ id: USER_ID, tokenVersion: 5 }) as unknown),
    isSignedOut: jest.fn(async () => false),
    signOut: jest.fn(async () => undefined),
  };
  return { repository, sessions: new SessionsService(repository as unknown as AuthRepository) };
}

describe('SessionsService', () => {
  it('answers the token version and whether this token was signed out', async () => {
    const { sessions, repository } = setup();
    expect(await sessions.session({ userId: USER_ID, tokenId: TOKEN_ID })).toEqual({
      tokenVersion: 5,
      signedOut: false,
    });
    repository.isSignedOut.mockResolvedValueOnce(true);
    expect(await sessions.session({ userId: USER_ID, tokenId: TOKEN_ID })).toEqual({
      tokenVersion: 5,
      signedOut: true,
    });
    expect(repository.isSignedOut).toHaveBeenCalledWith(TOKEN_ID);
  });

  it('answers 401 once the user is gone', async () => {
    const { sessions, repository } = setup();
    repository.findUserById.mockResolvedValueOnce(null);
    const err = await sessions.session({ userId: USER_ID, tokenId: TOKEN_ID }).catch((e) => e);
    expect((err as RpcException).getError()).toEqual({
      statusCode: 401,
      error: AuthMessages.invalidToken,
    });
  });

  it('keeps a logout until the token expires, and needs no record of an expired token', async () => {
    const { sessions, repository } = setup();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    await sessions.signOut({ userId: USER_ID, tokenId: TOKEN_ID, expiresAt: exp });
    expect(repository.signOut).toHaveBeenCalledWith(TOKEN_ID, USER_ID, new Date(exp * 1000));

    await sessions.signOut({ userId: USER_ID, tokenId: TOKEN_ID, expiresAt: 1_000 });
    expect(repository.signOut).toHaveBeenCalledTimes(1);
  });
});
