import { useEffect, useRef, useState, type FormEvent } from 'react';
import { passwordRulesMessage } from '@sentilog/contracts/web';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormMessage } from '../../../components/ui/FormMessage';
import { NameAndEmailFields, type NameAndEmail } from '../../../components/ui/NameAndEmailFields';
import { NewPasswordField } from '../../../components/ui/NewPasswordField';
import { timings } from '../../../config';
import { authFailureMessage, authMissingTokenMessage, messages } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { accountPath, returnPathFrom } from '../../../lib/return-to';
import { signUpRequest } from '../api/auth-api';
import { AuthLayout } from './AuthLayout';
import { PhotoPicker } from './PhotoPicker';
import { SocialButtons } from './SocialButtons';

export function SignupForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [details, setDetails] = useState<NameAndEmail>({ firstname: '', lastname: '', email: '' });
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
        firstname: details.firstname.trim(),
        lastname: details.lastname.trim(),
        email: details.email.trim(),
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
      // The toast outlives the redirect; the profile says it again until the link is followed.
      if (data.user?.emailConfirmed === false) notify.info(messages.checkInbox(data.user.email));
      redirect.current = window.setTimeout(
        () => navigate(returnPathFrom(params)),
        timings.signupSuccessRedirectMs,
      );
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
      <SocialButtons action="Sign up" returnTo={returnPathFrom(params)} />
      <form className="form" onSubmit={submit} aria-busy={busy}>
        <PhotoPicker file={photo} onChange={setPhoto} />
        <NameAndEmailFields idPrefix="signup" value={details} onChange={setDetails} />
        <NewPasswordField
          id="signup-password"
          strengthId="signup-password-strength"
          label="Password"
          required
          value={password}
          onChange={setPassword}
        />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {success && <FormMessage tone="success">{success}</FormMessage>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Signing up...' : 'Signup'}
        </button>
      </form>
      <p className="auth-switch">
        Already have an account?{' '}
        <Link to={accountPath('/login', returnPathFrom(params))}>Login</Link>
      </p>
    </AuthLayout>
  );
}
