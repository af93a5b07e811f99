import { API_KEY_NAME_MAX_LENGTH } from '@sentilog/contracts/web';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../../components/ui/FormMessage';
import { TextField } from '../../../components/ui/TextField';
import { apiKeysFailureMessage } from '../hooks/use-api-keys';

/** Names and creates a key; `onCreate` answers once the key exists. */
export function CreateKeyForm({ onCreate }: { onCreate: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give the key a name, such as the system that will use it.');
      return;
    }
    setCreating(true);
    setError(null);
    try {
      await onCreate(name.trim());
      setName('');
    } catch (err) {
      setError(apiKeysFailureMessage(err));
    } finally {
      setCreating(false);
    }
  };

  return (
    <form className="card api-keys-create" onSubmit={submit} noValidate>
      <h2 className="section-title">Create a key</h2>
      <TextField
        label="Key name"
        name="name"
        value={name}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        placeholder="e.g. Reporting pipeline"
        onChange={(event) => setName(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div>
        <button type="submit" className="btn btn-primary" disabled={creating}>
          {creating ? 'Creating...' : 'Create key'}
        </button>
      </div>
    </form>
  );
}
