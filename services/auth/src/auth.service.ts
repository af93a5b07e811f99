import { Injectable, Logger } from '@nestjs/common';
import {
  AccountDeleted,
  DeleteAccountRequest,
  AuthenticatedUser,
  AuthMessages,
  AuthUser,
  oauthAlreadyLinkedMessage,
  oauthLinkNeedsConfirmedEmailMessage,
  oauthLinkRefusedMessage,
  oauthNoVerifiedEmailMessage,
  OAuthSignInRequest,
  passwordRuleViolations,
  PHOTO_CONTENT_TYPES,
  STORED_PHOTO_MAX_BYTES,
  PhotoContentType,
  PhotoData,
  PhotoPayload,
  ProfileUpdated,
  SigninRequest,
  SignupReceived,
  SignupRequest,
  UpdateProfileRequest,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { AuthRepository, DuplicateEmailError, NewPhoto, UserChanges } from './auth.repository';
import { EmailVerificationService } from './email-verification.service';
import { EventsPublisher } from './events.publisher';
import { PasswordHasher } from './password-hasher';
import { SignupNotices } from './signup-notices';
import { User } from './user.entity';

/** A provider account, as explicit linking needs it. */
export type ProviderIdentity = Pick<OAuthSignInRequest, 'provider' | 'providerUserId' | 'email'>;

/** The user object every route returns: never the hash, the token version or anything else. */
/** How recent a sign-in confirms the deletion of an account without a password. */
export const FRESH_SIGN_IN_S = 10 * 60;

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    profilephoto: user.photoId ? `/api/auth/photo/${user.photoId}` : (user.avatarUrl ?? null),
    emailConfirmed: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
  };
}

/** Throws 400 with the spec's messages joined by '. ' when the password breaks a rule. */
export function assertPasswordRules(password: string): void {
  const problems = passwordRuleViolations(password);
  if (problems.length > 0) throw serviceError(400, problems.join('. '));
}

/**
 * Decodes a photo and checks that its bytes really are the JPEG or PNG it claims to be (the
 * gateway checks this too; this is the service's own guard) and that, re-encoded, it is at most
 * 2 MB.
 */
export function decodePhoto(photo: PhotoPayload, wrongTypeMessage: string): NewPhoto {
  const data = Buffer.from(photo.data, 'base64');
  if (data.length > STORED_PHOTO_MAX_BYTES) throw serviceError(400, AuthMessages.photoTooLarge);
  if (!PHOTO_CONTENT_TYPES.includes(photo.contentType) || sniffImage(data) !== photo.contentType) {
    throw serviceError(400, wrongTypeMessage);
  }
  return { contentType: photo.contentType, data };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(data: Buffer): PhotoContentType | undefined {
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return undefined;
}

const PROVIDER_NAMES = { google: 'Google', github: 'GitHub' } as const;

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly repository: AuthRepository,
    private readonly hasher: PasswordHasher,
    private readonly events: EventsPublisher,
    private readonly verification: EmailVerificationService,
    private readonly signupNotices: SignupNotices,
  ) {}

  /**
   * Creates the account and mails a confirmation link, or, when the address already has an
   * account, mails its owner instead; the answer is the same either way (status, words and the
   * work done: a password hash), so sign-up does not tell who has an account. The new account
   * opens with a sign-in.
   */
  async signup(request: SignupRequest): Promise<SignupReceived> {
    assertPasswordRules(request.password);
    const photo = request.photo
      ? decodePhoto(request.photo, AuthMessages.signupPhotoType)
      : undefined;
    const email = normaliseEmail(request.email);
    const passwordHash = await this.hasher.hash(request.password);
    const existing = await this.repository.findUserByEmail(email);
    if (existing) {
      await this.signupNotices.attemptOn(existing);
      return { message: AuthMessages.signupReceived };
    }
    try {
      const user = await this.repository.createUser(
        { firstname: request.firstname, lastname: request.lastname, email, passwordHash },
        photo,
      );
      await this.verification.sendLink(user);
    } catch (err) {
      if (!(err instanceof DuplicateEmailError)) throw err;
      // Another sign-up took the address a moment ago: the same as finding it taken.
      const winner = await this.repository.findUserByEmail(email);
      if (winner) await this.signupNotices.attemptOn(winner);
    }
    return { message: AuthMessages.signupReceived };
  }

  /** One answer for an unknown email, a wrong password and an account without a password. */
  async signin(request: SigninRequest): Promise<AuthenticatedUser> {
    const user = await this.repository.findUserByEmail(normaliseEmail(request.email));
    const ok = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, request.password)
      : await this.hasher.verifyNothing(request.password);
    if (!user || !ok) throw serviceError(401, AuthMessages.invalidCredentials);
    return { user: toAuthUser(user), tokenVersion: user.tokenVersion };
  }

  async profile(userId: string): Promise<AuthUser> {
    return toAuthUser(await this.existingUser(userId));
  }

  /**
   * Updates the caller's own profile (the gateway passes the user id from the verified token, so
   * no one can name another user). Changing the password or the email needs the current password
   * when one is set (a stolen token alone must not take the account over), and raises the token
   * version, which signs out every other session. A new email is unconfirmed until the link
   * mailed to it is followed.
   */
  async updateProfile(request: UpdateProfileRequest): Promise<ProfileUpdated> {
    const user = await this.existingUser(request.userId);
    const email = normaliseEmail(request.email);
    const emailChanged = email !== user.email;
    const passwordChanged = request.newPassword !== undefined;
    if (request.newPassword !== undefined) assertPasswordRules(request.newPassword);
    const changes: UserChanges = { firstname: request.firstname, lastname: request.lastname };
    if (emailChanged) {
      const owner = await this.repository.findUserByEmail(email);
      if (owner && owner.id !== user.id) throw serviceError(409, AuthMessages.duplicateEmail);
    }
    const photo = request.photo
      ? decodePhoto(request.photo, AuthMessages.profilePhotoType)
      : undefined;
    if ((emailChanged || passwordChanged) && user.passwordHash) {
      if (!request.currentPassword) {
        throw serviceError(
          400,
          passwordChanged
            ? AuthMessages.currentPasswordRequired
            : AuthMessages.currentPasswordRequiredForEmail,
        );
      }
      if (!(await this.hasher.verify(user.passwordHash, request.currentPassword))) {
        throw serviceError(400, AuthMessages.currentPasswordWrong);
      }
    }
    if (emailChanged) {
      changes.email = email;
      changes.emailVerifiedAt = null;
    }
    if (request.newPassword !== undefined) {
      changes.passwordHash = await this.hasher.hash(request.newPassword);
    }
    const sessionsRevoked = emailChanged || passwordChanged;
    if (sessionsRevoked) changes.bumpTokenVersion = true;
    const updated = await this.duplicateEmailAs409(() =>
      this.repository.updateUser(user, changes, photo),
    );
    if (emailChanged) await this.verification.sendLink(updated);
    return { user: toAuthUser(updated), tokenVersion: updated.tokenVersion, sessionsRevoked };
  }

  /** POST /api/auth/resend-verification: a new confirmation link for the signed-in user. */
  async resendVerification(userId: string): Promise<{ message: string }> {
    return this.verification.resend(await this.existingUser(userId));
  }

  async photo(id: string): Promise<PhotoData> {
    const photo = await this.repository.findPhoto(id);
    if (!photo) throw serviceError(404, AuthMessages.photoNotFound);
    return {
      contentType: photo.contentType as PhotoContentType,
      data: photo.data.toString('base64'),
      createdAt: photo.createdAt.toISOString(),
    };
  }

  /**
   * Signs in with a provider profile: the linked account first; else the account with the same
   * email, when the provider says it verified that email and the account has confirmed it too;
   * else a new account. An email the provider did not verify never links or creates anything
   * (someone could claim another person's address at the provider), and neither does an account
   * whose email was never confirmed (someone could have signed up with another person's address
   * and would then share their sign-in). Linking signs out every earlier session. (A signed-in
   * user links an account of any email through AccountLinksService instead.)
   */
  async oauthSignIn(request: OAuthSignInRequest): Promise<AuthenticatedUser> {
    const provider = PROVIDER_NAMES[request.provider];
    const linked = await this.repository.findUserByIdentity(
      request.provider,
      request.providerUserId,
    );
    if (linked) return { user: toAuthUser(linked), tokenVersion: linked.tokenVersion };

    const email = request.email ? normaliseEmail(request.email) : undefined;
    if (!email || !request.emailVerified) {
      throw serviceError(400, oauthNoVerifiedEmailMessage(provider));
    }
    const identity = {
      provider: request.provider,
      providerUserId: request.providerUserId,
      email,
    };
    const existing = await this.repository.findUserByEmail(email);
    if (existing) {
      if (!existing.emailVerifiedAt) {
        this.logger.warn(
          `Refused to link a ${provider} account to unconfirmed user ${existing.id}`,
        );
        throw serviceError(409, oauthLinkRefusedMessage(provider));
      }
      const tokenVersion = await this.repository.linkIdentity(existing.id, identity);
      this.logger.log(`Linked a ${provider} account to user ${existing.id}`);
      return { user: toAuthUser(existing), tokenVersion, sessionsRevoked: true };
    }
    const user = await this.duplicateEmailAs409(() =>
      this.repository.createUser(
        {
          firstname: (request.firstname ?? '').slice(0, 100),
          lastname: (request.lastname ?? '').slice(0, 100),
          email,
          passwordHash: null,
          avatarUrl: request.avatarUrl?.startsWith('https://') ? request.avatarUrl : null,
          // The provider verified the address (checked above).
          emailVerifiedAt: new Date(),
        },
        undefined,
        identity,
      ),
    );
    return { user: toAuthUser(user), tokenVersion: user.tokenVersion };
  }

  /**
   * Whether `userId` may link this provider account (explicit linking, asked for by the signed-in
   * user): no email needs to match, since they prove both ends. A provider account that signs in
   * to someone else stays theirs (409). The account's email must be confirmed (403): else whoever
   * signed up with another person's address could link their own provider account and keep
   * signing in through it after the real owner resets the password. Answers the account.
   */
  async checkExplicitLink(identity: ProviderIdentity, userId: string): Promise<User> {
    const provider = PROVIDER_NAMES[identity.provider];
    const linked = await this.repository.findUserByIdentity(
      identity.provider,
      identity.providerUserId,
    );
    if (linked && linked.id !== userId) {
      throw serviceError(409, oauthAlreadyLinkedMessage(provider));
    }
    const user = await this.existingUser(userId);
    if (!user.emailVerifiedAt) {
      this.logger.warn(`Refused to link a ${provider} account to unconfirmed user ${user.id}`);
      throw serviceError(403, oauthLinkNeedsConfirmedEmailMessage(provider));
    }
    return user;
  }

  /**
   * Links the provider account to `userId`, once the person confirmed it (AccountLinksService);
   * the rules are checked again, as a minute may have passed. Earlier sessions are signed out.
   */
  async linkExplicitly(identity: ProviderIdentity, userId: string): Promise<AuthenticatedUser> {
    const user = await this.checkExplicitLink(identity, userId);
    const already = await this.repository.findUserByIdentity(
      identity.provider,
      identity.providerUserId,
    );
    if (already) return { user: toAuthUser(user), tokenVersion: user.tokenVersion };
    const tokenVersion = await this.repository.linkIdentity(user.id, {
      provider: identity.provider,
      providerUserId: identity.providerUserId,
      email: identity.email ? normaliseEmail(identity.email) : null,
    });
    this.logger.log(
      `Linked a ${PROVIDER_NAMES[identity.provider]} account to user ${user.id} at their request`,
    );
    return { user: toAuthUser(user), tokenVersion, sessionsRevoked: true };
  }

  /**
   * Deletes the account, then announces `user.deleted` so other services delete their data. The
   * owner confirms it: with the account's password, or, for an account without one, by a sign-in
   * (through its provider) of the last FRESH_SIGN_IN_S; a stolen session alone deletes nothing.
   * Safe to run twice: the event goes out even when the user is already gone, in case the first
   * run died between the two steps.
   */
  async deleteAccount(request: DeleteAccountRequest, now = Date.now()): Promise<AccountDeleted> {
    const { userId } = request;
    const user = await this.repository.findUserById(userId);
    if (user?.passwordHash) {
      if (!request.password) throw serviceError(400, AuthMessages.deletePasswordRequired);
      if (!(await this.hasher.verify(user.passwordHash, request.password))) {
        throw serviceError(400, AuthMessages.deletePasswordWrong);
      }
    } else if (user) {
      const age = request.signedInAt === undefined ? Infinity : now / 1000 - request.signedInAt;
      if (age > FRESH_SIGN_IN_S) throw serviceError(403, AuthMessages.deleteNeedsFreshSignIn);
    }
    const deleted = await this.repository.deleteUser(userId);
    if (deleted) this.logger.log(`Deleted user ${userId}`);
    await this.events.userDeleted({ userId });
    return { userId, message: AuthMessages.accountDeleted };
  }

  private async existingUser(userId: string): Promise<User> {
    const user = await this.repository.findUserById(userId);
    // The token named a user that no longer exists: for the caller that is a revoked token.
    if (!user) throw serviceError(401, AuthMessages.invalidToken);
    return user;
  }

  private async duplicateEmailAs409<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof DuplicateEmailError) throw serviceError(409, AuthMessages.duplicateEmail);
      throw err;
    }
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
