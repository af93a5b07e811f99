import type { OAuthProvider } from '@sentilog/contracts/web';
import { useEffect, useState } from 'react';
import { FormMessage } from '../../../components/ui/FormMessage';
import { config } from '../../../config';
import { errorBody, messages, serverMessage } from '../../../lib/api-error';
import { browser } from '../../../lib/browser';
import { storage, storageKeys } from '../../../lib/storage';
import { fetchLinkableProviders, startAccountLink } from '../api/profile-api';

const NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

/**
 * 'Linked accounts': link a Google or GitHub account of one's own, to sign in with it as well. The
 * link starts here, signed in (the gateway binds it to this browser with a cookie), goes through
 * the provider's sign-in, and is made only once the person confirms, on the page it comes back
 * to, which SentiLog account it joins.
 */
export function LinkedAccounts({ token }: { token: string }) {
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  const [starting, setStarting] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchLinkableProviders()
      .then((offered) => current && setProviders(offered))
      .catch(() => current && setProviders([]));
    return () => {
      current = false;
    };
  }, []);

  if (providers.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    setStarting(provider);
    setError(null);
    try {
      const url = await startAccountLink(provider, token);
      // Back from the provider, the confirmation page returns here.
      storage.set(storageKeys.oauthRedirect, '/user-profile');
      browser.navigate(`${config.apiUrl}${url}`);
    } catch (err) {
      setStarting(null);
      setError(serverMessage(errorBody(err)) ?? messages.somethingWentWrong);
    }
  };

  return (
    <section className="card linked-accounts" aria-labelledby="linked-accounts-heading">
      <h2 id="linked-accounts-heading" className="section-title">
        Linked accounts
      </h2>
      <p>
        Link a Google or GitHub account of yours to sign in with it as well. Before anything is
        linked, you will see which SentiLog account it joins and confirm it.
      </p>
      <div className="linked-accounts-actions">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="btn btn-secondary"
            onClick={() => void start(provider)}
            disabled={starting !== null}
          >
            {starting === provider ? 'Opening...' : `Link ${NAMES[provider]} account`}
          </button>
        ))}
      </div>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </section>
  );
}
