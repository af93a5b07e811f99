import { useEffect, useRef, useState, type FormEvent } from 'react';
import { passwordRulesMessage } from '@sentilog/contracts/web';
import { Link, useNavigate } from 'react-router-dom';
import { FormMessage } from '../../../components/ui/FormMessage';
import { PasswordField } from '../../../components/ui/PasswordField';
import { PasswordStrengthMeter } from '../../../components/ui/PasswordStrengthMeter';
import { TextField } from '../../../components/ui/TextField';
import { timings } from '../../../config';
import { authFailureMessage, authMissingTokenMessage, messages } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { signUpRequest } from '../api/auth-api';
import { AuthLayout } from './AuthLayout';
import { PhotoPicker } from './PhotoPicker';
import { SocialButtons } from './SocialButtons';

export function SignupForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const passwordProblem = passwordRulesMessage(password);
    if (passwordProblem) {
      setError(passwordProblem);
      return;
    }
    setBusy(true);
    try {
      const { status, data } = await signUpRequest({
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        email: email.trim(),
        password,
        profilePhoto: photo,
      });
      if (!data?.token) {
        setError(authMissingTokenMessage('Signup', status, data));
        setBusy(false);
        return;
      }
      signIn(data.token, data.user);
      setSuccess(messages.signupSucceeded);
      redirect.current = window.setTimeout(() => navigate('/'), timings.signupSuccessRedirectMs);
    } catch (err) {
      setError(authFailureMessage('Signup', err));
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start analysing text and logging your mood in minutes."
    >
      <SocialButtons action="Sign up" />
      <form className="form" onSubmit={submit} aria-busy={busy}>
        <PhotoPicker file={photo} onChange={setPhoto} />
        <div className="field-row">
          <TextField
            id="signup-firstname"
            label="First name"
            autoComplete="given-name"
            required
            value={firstname}
            onChange={(event) => setFirstname(event.target.value)}
          />
          <TextField
            id="signup-lastname"
            label="Last name"
            autoComplete="family-name"
            required
            value={lastname}
            onChange={(event) => setLastname(event.target.value)}
          />
        </div>
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          required
          value={password}
          describedBy="signup-password-strength"
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordStrengthMeter id="signup-password-strength" password={password} />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {success && <FormMessage tone="success">{success}</FormMessage>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Signing up...' : 'Signup'}
        </button>
      </form>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthLayout>
  );
}
