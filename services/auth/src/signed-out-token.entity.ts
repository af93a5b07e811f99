import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A token signed out by logout (its `jti`), kept until the token would have expired anyway, so
 * the table never outgrows the tokens that could still be used. In PostgreSQL rather than only in
 * Redis: a Redis restart or flush must not bring a logged-out token back to life.
 */
@Entity({ name: 'signed_out_tokens' })
export class SignedOutToken {
  @PrimaryColumn({ name: 'token_id', type: 'uuid' })
  tokenId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
