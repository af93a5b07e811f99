import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  firstname: string;

  @Column({ type: 'varchar', length: 100 })
  lastname: string;

  /** Trimmed and lower-cased; unique. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id; null for accounts created through Google or GitHub until a password is set. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  /**
   * When the owner of `email` proved they receive mail there (a confirmation link, a password
   * reset, or a provider that verified it); null until then and again after an email change.
   * Only a verified email lets a Google or GitHub sign-in link to this account.
   */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /**
   * Carried in every token; raising it revokes every token issued before (password reset or
   * change, account deletion).
   */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @Column({ name: 'photo_id', type: 'uuid', nullable: true })
  photoId: string | null;

  /** The provider's picture for accounts created by Google or GitHub, used while no photo is uploaded. */
  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl: string | null;

  /** When the owner was last mailed that someone tried to sign up with this address. */
  @Column({ name: 'signup_notice_at', type: 'timestamptz', nullable: true })
  signupNoticeAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
