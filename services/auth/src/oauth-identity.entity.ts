import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A Google or GitHub account linked to a user; (provider, providerUserId) is unique. */
@Entity({ name: 'oauth_identities' })
export class OAuthIdentity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ name: 'provider_user_id', type: 'varchar', length: 255 })
  providerUserId: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /**
   * The account's email was unconfirmed when this was linked: confirming it deletes the identity
   * (see AuthRepository.forgetIdentitiesLinkedWhileUnconfirmed).
   */
  @Column({ name: 'linked_while_unconfirmed', type: 'boolean', default: false })
  linkedWhileUnconfirmed: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
