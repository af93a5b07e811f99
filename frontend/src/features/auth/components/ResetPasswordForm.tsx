import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormMessage } from '../../../components/ui/FormMessage';
import { NewPasswordField } from '../../../components/ui/NewPasswordField';
import { PasswordField } from '../../../components/ui/PasswordField';
import { timings } from '../../../config';
import { passwordFlowMessage } from '../../../lib/api-error';
import { newPasswordProblem } from '../../../lib/password';
import { resetPasswordRequest } from '../api/auth-api';
import { AuthLayout } from './AuthLayout';

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const problem = newPasswordProblem(password, confirm);
    if (problem) {
      setResult({ tone: 'error', text: problem });
      return;
    }
    setBusy(true);
    try {
      const message = await resetPasswordRequest(token, password);
      setResult({ tone: 'success', text: message ?? 'Password reset successfully' });
      setDone(true);
      redirect.current = window.setTimeout(
        () => navigate('/login'),
        timings.resetSuccessRedirectMs,
      );
    } catch (err) {
      setResult({ tone: 'error', text: passwordFlowMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Reset password" subtitle="Choose a new password for your account.">
      {!token && (
        <FormMessage tone="info">
          This page needs the link from your reset email.{' '}
          <Link to="/forgot-password">Request a new link</Link>.
        </FormMessage>
      )}
      <form className="form" onSubmit={submit} aria-busy={busy}>
        <NewPasswordField
          id="reset-password"
          strengthId="reset-password-strength"
          label="New password"
          required
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          id="reset-confirm"
          label="Confirm password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy || done || !token}
        >
          {busy ? 'Resetting...' : 'Reset'}
        </button>
      </form>
      <p className="auth-switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthLayout>
  );
}
