import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ExportButtons } from '../../../components/journal/ExportButtons';
import { Dialog } from '../../../components/ui/Dialog';
import { FormMessage } from '../../../components/ui/FormMessage';
import { PasswordField } from '../../../components/ui/PasswordField';
import { AlertIcon } from '../../../components/ui/icons';
import {
  deleteAccountFailureMessage,
  errorBody,
  errorStatus,
  messages,
  serverMessage,
} from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { accountPath } from '../../../lib/return-to';
import { deleteAccount } from '../api/profile-api';

/** Where the danger zone is, so signing in again for a deletion comes back to it. */
export const DANGER_ZONE_ANCHOR = 'delete-account';

/**
 * The refusals the person can act on (no password, a wrong one, a sign-in too old), in the
 * server's words, inside the dialog; anything else is a toast.
 */
function refusalOf(err: unknown): string | null {
  const status = errorStatus(err);
  return status === 400 || status === 403 ? (serverMessage(errorBody(err)) ?? null) : null;
}

/**
 * Deleting the account, for good: the dialog offers the journal's export first, and asks for the
 * password, or for an account without one (made through Google or GitHub) a fresh sign-in, so a
 * session left open somewhere cannot delete an account by itself.
 */
export function DangerZone({ token, hasPassword }: { token: string; hasPassword: boolean }) {
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    if (deleting) return;
    setConfirming(false);
    setPassword('');
    setRefusal(null);
  };

  const remove = async () => {
    setDeleting(true);
    setRefusal(null);
    try {
      await deleteAccount(token, hasPassword ? password : undefined);
      setConfirming(false);
      // The deletion revoked every token of the account: nothing is left to log out of.
      forgetSession();
      notify.success(messages.deleteSucceeded);
      navigate('/signup');
    } catch (err) {
      setDeleting(false);
      const refused = refusalOf(err);
      if (refused) {
        setRefusal(refused);
        return;
      }
      setConfirming(false);
      notify.error(deleteAccountFailureMessage(err));
    }
  };

  return (
    <section
      id={DANGER_ZONE_ANCHOR}
      className="card danger-zone"
      aria-labelledby="danger-zone-heading"
    >
      <div>
        <h2 id="danger-zone-heading" className="section-title">
          <AlertIcon size={18} /> Danger zone
        </h2>
        <p>
          Deleting your account removes your profile, photo, journal entries and reminders for good.
          This cannot be undone.
        </p>
      </div>
      <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
        Permanently Delete My Account
      </button>
      <Dialog
        open={confirming}
        tone="danger"
        title="Delete your account?"
        onClose={close}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={close} disabled={deleting}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={remove}
              disabled={deleting || (hasPassword && password === '')}
            >
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </>
        }
      >
        <p>
          Your account, profile photo and every journal entry will be permanently deleted. Are you
          sure you want to continue?
        </p>
        <div className="danger-zone-export">
          <p>Keep a copy of your journal first:</p>
          <ExportButtons />
        </div>
        {hasPassword ? (
          <PasswordField
            id="delete-account-password"
            label="Your password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : (
          <p>
            Your account has no password, so confirm it is you: sign in again with Google or GitHub,
            then delete it within 10 minutes.{' '}
            <Link to={accountPath('/login', `/user-profile#${DANGER_ZONE_ANCHOR}`)}>
              Sign in again
            </Link>
          </p>
        )}
        {refusal && <FormMessage tone="error">{refusal}</FormMessage>}
      </Dialog>
    </section>
  );
}
