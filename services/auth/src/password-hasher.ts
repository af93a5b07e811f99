import { Injectable } from '@nestjs/common';
import { hash, Options, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP recommendation).
 * `Algorithm` is a const enum that does not exist at run time, hence the number.
 */
const ARGON2_OPTIONS: Options = { algorithm: 2 /* Algorithm.Argon2id */ };

@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password and for a hash that cannot be read. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time of one verification for an email that has no password, so response times do
   * not tell which emails have accounts.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('no account has this password');
    await this.verify(await this.dummy, password);
    return false;
  }
}
