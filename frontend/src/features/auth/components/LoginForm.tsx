import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { FormMessage } from '../../../components/ui/FormMessage';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import {
  authFailureMessage,
  authMissingTokenMessage,
  signInRedirectErrorMessage,
} from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { accountPath, returnPathFrom } from '../../../lib/return-to';
import { signInRequest } from '../api/auth-api';
import { AuthLayout } from './AuthLayout';
import { SocialButtons } from './SocialButtons';

/**
 * The error code the gateway sent the browser here with (`/login?error=<code>&provider=...`, e.g.
 * a sign-in provider that is not configured), shown once as a toast in this app's own words; the
 * parameters are then dropped from the address.
 */
function useRedirectError(): void {
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const provider = params.get('provider');
  useEffect(() => {
    if (!error) return;
    const message = signInRedirectErrorMessage(error, provider);
    toast.error(message, { toastId: `login-error:${message}` });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('provider');
        return next;
      },
      { replace: true },
    );
  }, [error, provider, setParams]);
}

export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  /** Where the visitor came from: signing in goes back there. */
  const next = returnPathFrom(params);
  useRedirectError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { status, data } = await signInRequest({ email: email.trim(), password });
      if (!data?.token) {
        setError(authMissingTokenMessage('Login', status, data));
        return;
      }
      signIn(data.token, data.user);
      navigate(next, { replace: true });
    } catch (err) {
      setError(authFailureMessage('Login', err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Login" subtitle="Welcome back! Sign in to continue to SentiLog.">
      <SocialButtons action="Sign in" returnTo={next} />
      <form className="form" onSubmit={submit} aria-busy={busy}>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="form-row-end">
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      <p className="auth-switch">
        Don&apos;t have an account? <Link to={accountPath('/signup', next)}>Sign Up</Link>
      </p>
    </AuthLayout>
  );
}
