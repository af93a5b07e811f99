import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, MoreThan, QueryFailedError } from 'typeorm';
import { EmailVerificationToken } from './email-verification-token.entity';
import { OAuthIdentity } from './oauth-identity.entity';
import { PasswordResetToken } from './password-reset-token.entity';
import { Photo } from './photo.entity';
import { SignedOutToken } from './signed-out-token.entity';
import { User } from './user.entity';

export interface NewPhoto {
  contentType: string;
  data: Buffer;
}

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  passwordHash: string | null;
  avatarUrl?: string | null;
  emailVerifiedAt?: Date | null;
}

export interface NewIdentity {
  provider: string;
  providerUserId: string;
  email: string | null;
}

export type UserChanges = Partial<
  Pick<User, 'firstname' | 'lastname' | 'email' | 'emailVerifiedAt' | 'passwordHash' | 'avatarUrl'>
> & { bumpTokenVersion?: boolean };

/** The email is taken (unique constraint users_email_key). */
export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
}

/** All of the auth service's database access; the services hold the rules. */
@Injectable()
export class AuthRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findUserById(id: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id });
  }

  findUserByEmail(email: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ email });
  }

  /** Creates a user with an optional photo and linked identity, all or nothing. */
  async createUser(fields: NewUser, photo?: NewPhoto, identity?: NewIdentity): Promise<User> {
    return this.uniqueEmail(() =>
      this.db.transaction(async (m) => {
        const users = m.getRepository(User);
        const user = await users.save(users.create({ ...fields, tokenVersion: 0 }));
        if (photo) user.photoId = await this.insertPhoto(m, user.id, photo);
        if (photo) await users.update(user.id, { photoId: user.photoId });
        if (identity) await m.getRepository(OAuthIdentity).insert({ ...identity, userId: user.id });
        return user;
      }),
    );
  }

  /** Applies profile changes and replaces the photo (the old one is deleted), all or nothing. */
  async updateUser(user: User, changes: UserChanges, photo?: NewPhoto): Promise<User> {
    const { bumpTokenVersion, ...fields } = changes;
    return this.uniqueEmail(() =>
      this.db.transaction(async (m) => {
        const users = m.getRepository(User);
        const update: Partial<User> = { ...fields };
        const oldPhotoId = user.photoId;
        if (photo) update.photoId = await this.insertPhoto(m, user.id, photo);
        if (Object.keys(update).length > 0 || bumpTokenVersion) {
          await users
            .createQueryBuilder()
            .update(User)
            .set({
              ...update,
              updatedAt: () => 'now()',
              ...(bumpTokenVersion ? { tokenVersion: () => 'token_version + 1' } : {}),
            })
            .where('id = :id', { id: user.id })
            .execute();
        }
        if (photo && oldPhotoId) await m.getRepository(Photo).delete({ id: oldPhotoId });
        return (await users.findOneBy({ id: user.id }))!;
      }),
    );
  }

  findPhoto(id: string): Promise<Photo | null> {
    return this.db.getRepository(Photo).findOneBy({ id });
  }

  async findUserByIdentity(provider: string, providerUserId: string): Promise<User | null> {
    const identity = await this.db
      .getRepository(OAuthIdentity)
      .findOneBy({ provider, providerUserId });
    return identity ? this.findUserById(identity.userId) : null;
  }

  /**
   * Links a provider account to a user and raises the token version, so every session opened
   * before the link is signed out; answers the new version. Linking the same account twice is
   * harmless. Records whether the account's email was unconfirmed at that moment.
   */
  async linkIdentity(userId: string, identity: NewIdentity): Promise<number> {
    return this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO auth.oauth_identities
           (user_id, provider, provider_user_id, email, linked_while_unconfirmed)
           SELECT id, $2, $3, $4, email_verified_at IS NULL FROM auth.users WHERE id = $1
           ON CONFLICT DO NOTHING`,
        [userId, identity.provider, identity.providerUserId, identity.email],
      );
      return this.bumpTokenVersion(m, userId);
    });
  }

  /** Deletes the user with photos, identities, reset tokens and API keys in one transaction. */
  async deleteUser(id: string): Promise<boolean> {
    return this.db.transaction(async (m) => {
      await m.getRepository(User).update(id, { photoId: null });
      await m.getRepository(Photo).delete({ userId: id });
      await m.getRepository(OAuthIdentity).delete({ userId: id });
      await m.getRepository(PasswordResetToken).delete({ userId: id });
      await m.getRepository(EmailVerificationToken).delete({ userId: id });
      await m.getRepository(SignedOutToken).delete({ userId: id });
      // Their usage rows go with them (ON DELETE CASCADE).
      await m.query(`DELETE FROM auth.api_keys WHERE user_id = $1`, [id]);
      const result = await m.getRepository(User).delete({ id });
      return (result.affected ?? 0) > 0;
    });
  }

  /**
   * Takes the right to send the user a sign-up attempt notice: true when none was sent since
   * `since` (one statement, so concurrent sign-ups send one mail).
   */
  async claimSignupNotice(userId: string, since: Date): Promise<boolean> {
    const [, claimed] = (await this.db.query(
      `UPDATE auth.users SET signup_notice_at = now()
         WHERE id = $1 AND (signup_notice_at IS NULL OR signup_notice_at < $2)`,
      [userId, since],
    )) as [unknown, number];
    return claimed > 0;
  }

  /**
   * Records a logout until the token's expiry, and drops the records of tokens that have expired
   * meanwhile (so the table holds only tokens that could still be used). Repeating it is harmless.
   */
  async signOut(tokenId: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.query(
      `WITH purged AS (DELETE FROM auth.signed_out_tokens WHERE expires_at < now())
       INSERT INTO auth.signed_out_tokens (token_id, user_id, expires_at)
         SELECT $1, id, $3 FROM auth.users WHERE id = $2
         ON CONFLICT (token_id) DO NOTHING`,
      [tokenId, userId, expiresAt],
    );
  }

  isSignedOut(tokenId: string): Promise<boolean> {
    return this.db.getRepository(SignedOutToken).existsBy({ tokenId });
  }

  /** When the user last asked for a reset link after `since`, if they did. */
  async latestResetRequest(userId: string, since: Date): Promise<Date | null> {
    const latest = await this.db.getRepository(PasswordResetToken).findOne({
      where: { userId, createdAt: MoreThan(since) },
      order: { createdAt: 'DESC' },
    });
    return latest?.createdAt ?? null;
  }

  async createResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.getRepository(PasswordResetToken).insert({ userId, tokenHash, expiresAt });
  }

  findResetToken(tokenHash: string): Promise<PasswordResetToken | null> {
    return this.db.getRepository(PasswordResetToken).findOneBy({ tokenHash });
  }

  /**
   * Burns the reset token (and every other unused one of the user), sets the password and raises
   * the token version, in one transaction. Null when the token was used meanwhile.
   */
  async consumeResetToken(
    token: PasswordResetToken,
    passwordHash: string,
  ): Promise<{ tokenVersion: number } | null> {
    return this.db.transaction(async (m) => {
      const claimed = await m
        .getRepository(PasswordResetToken)
        .update({ id: token.id, usedAt: IsNull() }, { usedAt: () => 'now()' });
      if ((claimed.affected ?? 0) === 0) return null;
      await m
        .getRepository(PasswordResetToken)
        .update({ userId: token.userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
      // The link arrived in the account's mailbox, so it also confirms the address.
      await this.forgetIdentitiesLinkedWhileUnconfirmed(m, token.userId);
      const rows = (await m.query(
        `UPDATE auth.users SET password_hash = $1, token_version = token_version + 1,
           email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
           WHERE id = $2 RETURNING token_version`,
        [passwordHash, token.userId],
      )) as [{ token_version: number }[], number];
      const row = rows[0][0];
      return row ? { tokenVersion: row.token_version } : null;
    });
  }

  /** When a confirmation link for this user and address was last made after `since`, if one was. */
  async latestVerificationRequest(
    userId: string,
    email: string,
    since: Date,
  ): Promise<Date | null> {
    const latest = await this.db.getRepository(EmailVerificationToken).findOne({
      where: { userId, email, createdAt: MoreThan(since) },
      order: { createdAt: 'DESC' },
    });
    return latest?.createdAt ?? null;
  }

  async createVerificationToken(
    userId: string,
    email: string,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await this.db
      .getRepository(EmailVerificationToken)
      .insert({ userId, email, tokenHash, expiresAt });
  }

  findVerificationToken(tokenHash: string): Promise<EmailVerificationToken | null> {
    return this.db.getRepository(EmailVerificationToken).findOneBy({ tokenHash });
  }

  /**
   * Burns the confirmation token (and the user's other unused ones) and marks the email verified,
   * in one transaction; only while the account still has the address the link was sent to. False
   * when the token was used meanwhile or the email has changed since.
   */
  async consumeVerificationToken(token: EmailVerificationToken): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const tokens = m.getRepository(EmailVerificationToken);
      const claimed = await tokens.update(
        { id: token.id, usedAt: IsNull() },
        { usedAt: () => 'now()' },
      );
      if ((claimed.affected ?? 0) === 0) return false;
      await tokens.update({ userId: token.userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
      const verified = await m
        .getRepository(User)
        .createQueryBuilder()
        .update(User)
        .set({
          emailVerifiedAt: () => 'coalesce(email_verified_at, now())',
          updatedAt: () => 'now()',
        })
        .where('id = :id AND email = :email', { id: token.userId, email: token.email })
        .execute();
      if ((verified.affected ?? 0) === 0) return false;
      if (await this.forgetIdentitiesLinkedWhileUnconfirmed(m, token.userId)) {
        // Sessions opened through those identities end too.
        await this.bumpTokenVersion(m, token.userId);
      }
      return true;
    });
  }

  /**
   * The owner has just proved they receive the account's mail: provider accounts linked while the
   * email was unconfirmed may belong to whoever signed up with their address, so they go. Answers
   * how many went. (The reset that confirms also raises the token version.)
   */
  private async forgetIdentitiesLinkedWhileUnconfirmed(
    m: EntityManager,
    userId: string,
  ): Promise<number> {
    const result = await m
      .getRepository(OAuthIdentity)
      .delete({ userId, linkedWhileUnconfirmed: true });
    return result.affected ?? 0;
  }

  private async bumpTokenVersion(m: EntityManager, userId: string): Promise<number> {
    const rows = (await m.query(
      `UPDATE auth.users SET token_version = token_version + 1, updated_at = now()
         WHERE id = $1 RETURNING token_version`,
      [userId],
    )) as [{ token_version: number }[], number];
    return rows[0][0].token_version;
  }

  private async insertPhoto(m: EntityManager, userId: string, photo: NewPhoto): Promise<string> {
    const photos = m.getRepository(Photo);
    const saved = await photos.save(photos.create({ userId, ...photo }));
    return saved.id;
  }

  private async uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof QueryFailedError && isUniqueViolation(err, 'users_email_key')) {
        throw new DuplicateEmailError('email taken');
      }
      throw err;
    }
  }
}

function isUniqueViolation(err: QueryFailedError, constraint: string): boolean {
  const driver = err.driverError as { code?: string; constraint?: string };
  return driver.code === '23505' && driver.constraint === constraint;
}
