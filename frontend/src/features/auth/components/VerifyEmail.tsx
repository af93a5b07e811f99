import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { AlertIcon, MailIcon } from '../../../components/ui/icons';
import { passwordFlowMessage } from '../../../lib/api-error';
import { verifyEmailRequest } from '../api/auth-api';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * The page the confirmation mail links to (`/verify-email?token=...`): posts the token once and
 * shows the server's answer.
 */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page load, even under StrictMode's double effects: the link works once.
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setOutcome({ ok: false, message: 'This confirmation link is invalid or has expired' });
      return;
    }
    verifyEmailRequest(token)
      .then((message) =>
        setOutcome({ ok: true, message: message ?? 'Your email address has been confirmed.' }),
      )
      .catch((err: unknown) => setOutcome({ ok: false, message: passwordFlowMessage(err) }));
  }, [params]);

  return (
    <div className="status-page">
      <div className="card status-card">
        {outcome === null ? (
          <>
            <Spinner size="lg" />
            <h1>Confirming your email address...</h1>
          </>
        ) : (
          <>
            <span className={`status-icon${outcome.ok ? '' : ' status-icon-error'}`}>
              {outcome.ok ? <MailIcon size={32} /> : <AlertIcon size={32} />}
            </span>
            <h1>{outcome.ok ? 'Email confirmed' : 'Confirmation failed'}</h1>
            <p role={outcome.ok ? 'status' : 'alert'} className="status-message">
              {outcome.message}
            </p>
            <div className="status-actions">
              <Link to="/" className="btn btn-primary">
                Go to SentiLog
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
