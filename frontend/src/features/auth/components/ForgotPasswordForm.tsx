import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage } from '../../../components/ui/FormMessage';
import { TextField } from '../../../components/ui/TextField';
import { passwordFlowMessage } from '../../../lib/api-error';
import { forgotPasswordRequest } from '../api/auth-api';
import { AuthLayout } from './AuthLayout';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setBusy(true);
    try {
      const message = await forgotPasswordRequest(email.trim());
      setResult({
        tone: 'success',
        text: message ?? 'Check your email for a link to reset your password.',
      });
    } catch (err) {
      setResult({ tone: 'error', text: passwordFlowMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <form className="form" onSubmit={submit} aria-busy={busy}>
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Back to Login</Link>
      </p>
    </AuthLayout>
  );
}
