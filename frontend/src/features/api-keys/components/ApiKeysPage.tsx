import './api-keys.css';
import { MAX_BATCH_TEXTS, type ApiKeyCreated } from '@sentilog/contracts/web';
import { useState } from 'react';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SignInRequired } from '../../../components/ui/SignInRequired';
import { Spinner } from '../../../components/ui/Spinner';
import { KeyIcon } from '../../../components/ui/icons';
import { useAuth } from '../../../lib/auth';
import { useApiKeys } from '../hooks/use-api-keys';
import { ApiKeysTable } from './ApiKeysTable';
import { CreateKeyForm } from './CreateKeyForm';
import { NewKeySecret } from './NewKeySecret';

export function ApiKeysPage() {
  const { isLoggedIn, loading, token } = useAuth();

  if (loading) {
    return (
      <div className="page-loader">
        <Spinner label="Loading your API keys" size="lg" />
      </div>
    );
  }

  if (!isLoggedIn || !token) {
    return (
      <SignInRequired
        icon={<KeyIcon size={32} />}
        title="API Keys"
        message="Please login to manage your API keys."
      />
    );
  }

  return <SignedInApiKeys token={token} />;
}

function SignedInApiKeys({ token }: { token: string }) {
  const { list, loading, loadError, create, revoke } = useApiKeys(token);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  return (
    <div className="api-keys-page">
      <div className="container api-keys-container">
        <header className="api-keys-header">
          <p className="eyebrow">Account</p>
          <h1>API Keys</h1>
          <p className="lead">
            Analyse up to {MAX_BATCH_TEXTS} texts per call from your own systems: send a key as{' '}
            <code>Authorization: Bearer</code> to <code>POST /api/v1/analyze/batch</code>. Each key
            may have a daily number of characters analysed; every answer says how many are left (
            <code>X-Quota-Remaining-Characters</code>).
          </p>
        </header>
        {created && <NewKeySecret created={created} onDismiss={() => setCreated(null)} />}
        <CreateKeyForm onCreate={async (name) => setCreated(await create(name))} />
        {loading ? (
          <div className="page-loader">
            <Spinner label="Loading your API keys" />
          </div>
        ) : loadError ? (
          <FormMessage tone="error">{loadError}</FormMessage>
        ) : (
          list && <ApiKeysTable list={list} onRevoke={revoke} />
        )}
      </div>
    </div>
  );
}
