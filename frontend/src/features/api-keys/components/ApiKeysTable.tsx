import type { ApiKeyList, ApiKeySummary } from '@sentilog/contracts/web';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { apiKeysFailureMessage } from '../hooks/use-api-keys';

const count = new Intl.NumberFormat('en-US');

/** Characters the key was charged today (UTC), from its daily usage. */
export function usedToday(key: ApiKeySummary, today: string): number {
  return key.usage.find((day) => day.date === today)?.characters ?? 0;
}

/**
 * The user's keys with their use; revoking asks first. A table on wide screens; on a phone each
 * key is a block of labelled lines (api-keys.css), so nothing is cut off or scrolls sideways.
 */
export function ApiKeysTable({
  list,
  onRevoke,
}: {
  list: ApiKeyList;
  onRevoke: (id: string) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState<ApiKeySummary | null>(null);
  const [revoking, setRevoking] = useState(false);

  if (list.keys.length === 0) {
    return (
      <div className="card api-keys-empty">
        <p>You have no API keys yet. Create one to analyse texts from your own systems.</p>
      </div>
    );
  }

  const revoke = async () => {
    if (!confirming) return;
    setRevoking(true);
    try {
      await onRevoke(confirming.id);
      notify.success(`API key “${confirming.name}” revoked`);
    } catch (err) {
      notify.error(apiKeysFailureMessage(err));
    } finally {
      setRevoking(false);
      setConfirming(null);
    }
  };

  return (
    <div className="card api-keys-table-card">
      <table className="api-keys-table">
        <caption className="visually-hidden">Your API keys</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Characters today</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.name}</th>
              <td data-label="Key">
                <code>{key.prefix}…</code>
              </td>
              <td data-label="Created">{formatDate(key.createdAt)}</td>
              <td data-label="Last used">
                {key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'}
              </td>
              <td data-label="Today">
                {count.format(usedToday(key, list.today))} / {count.format(list.dailyQuota)}
              </td>
              <td className="api-keys-actions">
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  onClick={() => setConfirming(key)}
                  aria-label={`Revoke ${key.name}`}
                >
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Dialog
        open={confirming !== null}
        tone="danger"
        title="Revoke this API key?"
        onClose={() => !revoking && setConfirming(null)}
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setConfirming(null)}
              disabled={revoking}
            >
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={revoke} disabled={revoking}>
              {revoking ? 'Revoking...' : 'Revoke'}
            </button>
          </>
        }
      >
        <p>
          “{confirming?.name}” will stop working at once, and every system using it will be refused.
          This cannot be undone.
        </p>
      </Dialog>
    </div>
  );
}
