import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { AlertIcon, MailIcon } from '../../../components/ui/icons';
import { errorBody, rateLimitMessageOf, serverMessage } from '../../../lib/api-error';
import { unsubscribeFromMail } from '../api/reminders-api';

const INVALID =
  'This unsubscribe link is not valid. Sign in and turn reminders off in your profile.';

/**
 * Where a reminder mail's unsubscribe link leads (`/unsubscribe?token=…`): one click, no sign-in.
 * The page posts the token as it opens, so a mail scanner that only fetches the link changes
 * nothing, while the person who clicks it is unsubscribed at once.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setOutcome({ ok: false, message: INVALID });
      return;
    }
    unsubscribeFromMail(token)
      .then((message) => setOutcome({ ok: true, message }))
      .catch((err: unknown) =>
        setOutcome({
          ok: false,
          message: rateLimitMessageOf(err) ?? serverMessage(errorBody(err)) ?? INVALID,
        }),
      );
  }, [params]);

  return (
    <div className="status-page">
      <div className="card status-card">
        {outcome === null ? (
          <>
            <Spinner size="lg" />
            <h1>Turning reminder mail off...</h1>
          </>
        ) : (
          <>
            <span className={`status-icon${outcome.ok ? '' : ' status-icon-error'}`}>
              {outcome.ok ? <MailIcon size={32} /> : <AlertIcon size={32} />}
            </span>
            <h1>{outcome.ok ? 'Unsubscribed' : 'Unsubscribe failed'}</h1>
            <p role={outcome.ok ? 'status' : 'alert'} className="status-message">
              {outcome.message}
            </p>
            <div className="status-actions">
              <Link to="/user-profile" className="btn btn-primary">
                Reminder settings
              </Link>
              <Link to="/" className="btn btn-secondary">
                Go to SentiLog
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
