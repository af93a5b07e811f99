import type { ApiKeyCreated } from '@sentilog/contracts/web';
import { AlertIcon } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';

/** The new key's whole secret, shown this once with a copy button; dismissed, it is gone. */
export function NewKeySecret({
  created,
  onDismiss,
}: {
  created: ApiKeyCreated;
  onDismiss: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      notify.success('API key copied to the clipboard');
    } catch {
      notify.error('Copying failed: select the key and copy it yourself.');
    }
  };

  return (
    <section className="card api-keys-secret" aria-labelledby="new-key-heading">
      <h2 id="new-key-heading" className="section-title">
        Your new key “{created.key.name}”
      </h2>
      <p className="api-keys-warning" role="note">
        <AlertIcon size={16} /> Copy this key now: it will not be shown again. Anyone with it can
        analyse texts on your account’s quota.
      </p>
      <div className="api-keys-secret-row">
        <code aria-label="New API key">{created.secret}</code>
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <div>
        <button type="button" className="btn btn-primary" onClick={onDismiss}>
          I have copied it
        </button>
      </div>
    </section>
  );
}
