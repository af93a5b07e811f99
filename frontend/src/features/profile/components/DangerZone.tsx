import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/Dialog';
import { AlertIcon } from '../../../components/ui/icons';
import { deleteAccountFailureMessage, messages } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { deleteAccount } from '../api/profile-api';

export function DangerZone({ token }: { token: string }) {
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteAccount(token);
      setConfirming(false);
      // The deletion revoked every token of the account: nothing is left to log out of.
      forgetSession();
      notify.success(messages.deleteSucceeded);
      navigate('/signup');
    } catch (err) {
      setDeleting(false);
      setConfirming(false);
      notify.error(deleteAccountFailureMessage(err));
    }
  };

  return (
    <section className="card danger-zone" aria-labelledby="danger-zone-heading">
      <div>
        <h2 id="danger-zone-heading" className="section-title">
          <AlertIcon size={18} /> Danger zone
        </h2>
        <p>
          Deleting your account removes your profile, photo and journal entries for good. This
          cannot be undone.
        </p>
      </div>
      <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
        Permanently Delete My Account
      </button>
      <Dialog
        open={confirming}
        tone="danger"
        title="Delete your account?"
        onClose={() => !deleting && setConfirming(false)}
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setConfirming(false)}
              disabled={deleting}
            >
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={remove} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </>
        }
      >
        <p>
          Your account, profile photo and every journal entry will be permanently deleted. Are you
          sure you want to continue?
        </p>
      </Dialog>
    </section>
  );
}
