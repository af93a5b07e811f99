import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AUTH_CONFIG, AuthConfig } from './config';

/** A mail carrying a one-time link: password reset or email confirmation. */
export interface LinkMail {
  to: string;
  firstname: string;
  link: string;
}

/** Someone tried to sign up with the address of an existing account. */
export interface SignupAttemptMail extends LinkMail {
  /** Where to choose a new password, for an owner who forgot theirs. */
  resetLink: string;
}

/** The journal's daily reminder. */
export interface ReminderMail {
  to: string;
  firstname: string;
  /** Where to write today's entry. */
  journalLink: string;
  /** The page a person opens to unsubscribe (it posts the token). */
  unsubscribeLink: string;
  /** Where a mail client posts a one-click unsubscribe (RFC 8058). */
  unsubscribePostUrl: string;
}

/**
 * Password reset, email confirmation and reminder mail through nodemailer on SMTP_URL. Without
 * SMTP_URL nothing is sent; outside production the link is logged instead so that a developer can
 * follow it.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport?: Transporter;

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {
    if (config.SMTP_URL) this.transport = createTransport(config.SMTP_URL);
    else if (config.NODE_ENV === 'production') {
      this.logger.warn('SMTP_URL is not set: password reset and confirmation mail cannot be sent');
    }
  }

  async sendEmailVerification(mail: LinkMail): Promise<void> {
    if (!this.transport) {
      if (this.config.NODE_ENV !== 'production') {
        this.logger.warn(
          `SMTP_URL is not set; email confirmation link for ${mail.to}: ${mail.link}`,
        );
      }
      return;
    }
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: 'Confirm your SentiLog email address',
      text: [
        `Hello ${mail.firstname || 'there'},`,
        '',
        'Please confirm that this is the email address of your SentiLog account.',
        'Open this link within one hour:',
        '',
        mail.link,
        '',
        'The link works once. If you did not create a SentiLog account, ignore this mail.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(mail.firstname || 'there')},</p>
<p>Please confirm that this is the email address of your SentiLog account.
Open this link within one hour:</p>
<p><a href="${escapeHtml(mail.link)}">Confirm my email address</a></p>
<p>The link works once. If you did not create a SentiLog account, ignore this mail.</p>`,
    });
  }

  async sendPasswordReset(mail: LinkMail): Promise<void> {
    if (!this.transport) {
      if (this.config.NODE_ENV !== 'production') {
        this.logger.warn(`SMTP_URL is not set; password reset link for ${mail.to}: ${mail.link}`);
      }
      return;
    }
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: 'Reset your SentiLog password',
      text: [
        `Hello ${mail.firstname || 'there'},`,
        '',
        'Someone (hopefully you) asked to reset the password of your SentiLog account.',
        'Open this link within one hour to choose a new password:',
        '',
        mail.link,
        '',
        'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(mail.firstname || 'there')},</p>
<p>Someone (hopefully you) asked to reset the password of your SentiLog account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(mail.link)}">Reset my password</a></p>
<p>The link works once. If you did not ask for it, ignore this mail: your password stays as it is.</p>`,
    });
  }

  async sendSignupAttempt(mail: SignupAttemptMail): Promise<void> {
    if (!this.transport) {
      if (this.config.NODE_ENV !== 'production') {
        this.logger.warn(`SMTP_URL is not set; sign-up attempt notice for ${mail.to}`);
      }
      return;
    }
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: 'Someone tried to sign up to SentiLog with your address',
      text: [
        `Hello ${mail.firstname || 'there'},`,
        '',
        'Someone tried to create a SentiLog account with this email address, which already has one.',
        'If it was you, sign in instead:',
        '',
        mail.link,
        '',
        'Forgot your password? Choose a new one here:',
        '',
        mail.resetLink,
        '',
        'If it was not you, ignore this mail: nothing about your account has changed.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(mail.firstname || 'there')},</p>
<p>Someone tried to create a SentiLog account with this email address, which already has one.</p>
<p>If it was you, <a href="${escapeHtml(mail.link)}">sign in</a> instead, or
<a href="${escapeHtml(mail.resetLink)}">choose a new password</a> if you forgot yours.</p>
<p>If it was not you, ignore this mail: nothing about your account has changed.</p>`,
    });
  }

  /**
   * The daily reminder, with a one-click unsubscribe: the link in the text, and the
   * `List-Unsubscribe` / `List-Unsubscribe-Post` headers (RFC 2369, RFC 8058) that mail clients
   * show as their own "Unsubscribe" and post to without opening a page. Answers whether it went.
   */
  async sendReminder(mail: ReminderMail): Promise<boolean> {
    if (!this.transport) {
      if (this.config.NODE_ENV !== 'production') {
        this.logger.warn(
          `SMTP_URL is not set; journal reminder for ${mail.to} (unsubscribe: ${mail.unsubscribeLink})`,
        );
      }
      return false;
    }
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: 'How was your day? A reminder from your SentiLog journal',
      list: { unsubscribe: mail.unsubscribePostUrl },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      text: [
        `Hello ${mail.firstname || 'there'},`,
        '',
        'How was your day? Log your mood in two taps, and a few words if you like:',
        '',
        mail.journalLink,
        '',
        'You get this mail because you turned on daily reminders in your SentiLog profile.',
        'Stop them with one click:',
        '',
        mail.unsubscribeLink,
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(mail.firstname || 'there')},</p>
<p>How was your day? Log your mood in two taps, and a few words if you like:</p>
<p><a href="${escapeHtml(mail.journalLink)}">Open my journal</a></p>
<p>You get this mail because you turned on daily reminders in your SentiLog profile.
<a href="${escapeHtml(mail.unsubscribeLink)}">Unsubscribe from reminder mail</a> with one click.</p>`,
    });
    return true;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
