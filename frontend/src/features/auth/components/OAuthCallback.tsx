import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { AlertIcon } from '../../../components/ui/icons';
import {
  messages,
  oauthExchangeErrorMessage,
  oauthFailureMessage,
  oauthProviderErrorMessage,
} from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { browser } from '../../../lib/browser';
import { isReturnPath } from '../../../lib/return-to';
import { storage, storageKeys } from '../../../lib/storage';
import { exchangeOAuthCode } from '../api/auth-api';
import { LinkConfirmation } from './LinkConfirmation';

/** The saved place to return to: only a path on this site, else '/'. */
function savedRedirect(): string {
  const saved = storage.get(storageKeys.oauthRedirect);
  storage.remove(storageKeys.oauthRedirect);
  return isReturnPath(saved) ? saved : '/';
}

/**
 * The OAuth callback (spec section 4): 1. an `error` parameter shows the error state; 2. a `link`
 * code (back from a link the profile page asked for) asks the person to confirm the link
 * (LinkConfirmation); 3. no `code` is an error; 4. otherwise the code is exchanged at the gateway:
 * a provider's code with its `state`, or the one-time code the gateway's own redirect carries (no
 * state, bound to this browser by a cookie). Only that exchange signs in: a `token` in the address
 * is ignored, since anyone could send a victim a link that signs them in to the sender's account
 * (login CSRF), and the gateway never puts one there.
 */
export function OAuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const linkCode = params.get('error') ? null : params.get('link');

  useEffect(() => {
    // Runs once per page load, even under StrictMode's double effects: a code is single-use.
    if (started.current) return;
    started.current = true;

    const finish = () => navigate(savedRedirect(), { replace: true });

    const providerError = params.get('error');
    if (providerError) {
      setError(oauthProviderErrorMessage(providerError, params.get('provider')));
      return;
    }
    if (linkCode) return;

    const code = params.get('code');
    if (!code) {
      setError(messages.noAuthorizationCode);
      return;
    }

    exchangeOAuthCode({
      code,
      state: params.get('state'),
      provider: params.get('provider') ?? 'github',
    })
      .then((data) => {
        if (data?.success !== false && data?.token) {
          signIn(data.token, data.user);
          finish();
        } else {
          setError(oauthFailureMessage(data));
        }
      })
      .catch((err: unknown) => setError(oauthExchangeErrorMessage(err)));
  }, [params, navigate, signIn, linkCode]);

  return (
    <div className="status-page">
      <div className="card status-card">
        {linkCode ? (
          <LinkConfirmation
            code={linkCode}
            onDone={() => navigate(savedRedirect(), { replace: true })}
          />
        ) : error ? (
          <>
            <span className="status-icon status-icon-error">
              <AlertIcon size={32} />
            </span>
            <h1>Authentication Failed</h1>
            <p role="alert" className="status-message">
              {error}
            </p>
            <div className="status-actions">
              <button type="button" className="btn btn-primary" onClick={() => navigate('/login')}>
                Back to Login
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => browser.reload()}>
                Try Again
              </button>
            </div>
          </>
        ) : (
          <>
            <Spinner size="lg" />
            <h1>Completing Authentication...</h1>
            <p className="status-message" role="status">
              Please wait while we sign you in.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
