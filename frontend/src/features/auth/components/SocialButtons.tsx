import { GitHubIcon, GoogleIcon } from '../../../components/ui/icons';
import { browser } from '../../../lib/browser';
import { storage, storageKeys } from '../../../lib/storage';
import { socialSignInUrl, type SocialProvider } from '../api/auth-api';

/** Google and GitHub sign-in: remember to come back to '/', then leave for the gateway's route. */
export function SocialButtons({ action }: { action: 'Sign in' | 'Sign up' }) {
  const start = (provider: SocialProvider) => {
    storage.set(storageKeys.oauthRedirect, '/');
    browser.navigate(socialSignInUrl(provider));
  };
  return (
    <div className="social">
      <div className="social-buttons">
        <button type="button" className="btn btn-social" onClick={() => start('google')}>
          <GoogleIcon size={18} /> {action} with Google
        </button>
        <button type="button" className="btn btn-social" onClick={() => start('github')}>
          <GitHubIcon size={18} /> {action} with GitHub
        </button>
      </div>
      <p className="divider">
        <span>or with your email</span>
      </p>
    </div>
  );
}
