import { useState } from 'react';
import { FormMessage } from '../../../components/ui/FormMessage';
import { MailIcon } from '../../../components/ui/icons';
import { passwordFlowMessage } from '../../../lib/api-error';
import { resendConfirmation } from '../api/profile-api';

export const confirmationMessages = {
  unconfirmed: (email: string) =>
    `Your email address ${email} is not confirmed yet. Follow the link we emailed you, or send a new one.`,
  sent: 'A confirmation link has been sent to your email address.',
} as const;

/**
 * The profile's notice for an address not confirmed yet (after sign-up or an email change), with
 * 'Resend confirmation link'. The server sends at most one a minute and says so.
 */
export function EmailConfirmation({ email, token }: { email: string; token: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      setOutcome({
        ok: true,
        message: (await resendConfirmation(token)) ?? confirmationMessages.sent,
      });
    } catch (err) {
      setOutcome({ ok: false, message: passwordFlowMessage(err) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card email-confirmation" data-testid="email-confirmation">
      <span className="status-icon" aria-hidden="true">
        <MailIcon size={22} />
      </span>
      <div className="email-confirmation-body">
        <p className="email-confirmation-text">{confirmationMessages.unconfirmed(email)}</p>
        {outcome && (
          <FormMessage tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</FormMessage>
        )}
      </div>
      <button type="button" className="btn btn-secondary" onClick={resend} disabled={sending}>
        {sending ? 'Sending...' : 'Resend confirmation link'}
      </button>
    </section>
  );
}
