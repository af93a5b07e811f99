import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { accountPath, pathOf } from '../../lib/return-to';

/** What a signed-in page shows a visitor who is not signed in: why, and the way to sign in. */
export function SignInRequired({
  icon,
  title,
  message,
  offerSignup = false,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  /** Also offer to create an account beside "Login". */
  offerSignup?: boolean;
}) {
  // Signing in comes back to this page.
  const from = pathOf(useLocation());
  return (
    <div className="status-page">
      <div className="card status-card">
        <span className="status-icon">{icon}</span>
        <h1>{title}</h1>
        <p className="status-message">{message}</p>
        <div className="status-actions">
          <Link to={accountPath('/login', from)} className="btn btn-primary">
            Login
          </Link>
          {offerSignup && (
            <Link to={accountPath('/signup', from)} className="btn btn-secondary">
              Signup
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
