import { useEffect, useState } from 'react';
import { GitHubIcon, GoogleIcon } from '../../../components/ui/icons';
import { browser } from '../../../lib/browser';
import { storage, storageKeys } from '../../../lib/storage';
import { fetchSocialProviders, socialSignInUrl, type SocialProvider } from '../api/auth-api';

const PROVIDERS: Record<SocialProvider, { name: string; Icon: typeof GoogleIcon }> = {
  google: { name: 'Google', Icon: GoogleIcon },
  github: { name: 'GitHub', Icon: GitHubIcon },
};

/**
 * The providers the gateway has configured (none until it answers, and none when it cannot be
 * asked), so no button leads to a provider that is not set up.
 */
function useSocialProviders(): SocialProvider[] {
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    let active = true;
    fetchSocialProviders()
      .then((offered) => {
        if (active) setProviders(offered);
      })
      .catch((err: unknown) => console.warn('Could not load the sign-in providers', err));
    return () => {
      active = false;
    };
  }, []);
  return providers;
}

/**
 * Google and GitHub sign-in, for the providers this deployment offers: remember where to come
 * back to (`returnTo`, home by default), then leave for the gateway's route.
 */
export function SocialButtons({
  action,
  returnTo = '/',
}: {
  action: 'Sign in' | 'Sign up';
  returnTo?: string;
}) {
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  const start = (provider: SocialProvider) => {
    storage.set(storageKeys.oauthRedirect, returnTo);
    browser.navigate(socialSignInUrl(provider));
  };
  return (
    <div className="social">
      <div className="social-buttons">
        {providers.map((provider) => {
          const { name, Icon } = PROVIDERS[provider];
          return (
            <button
              key={provider}
              type="button"
              className="btn btn-social"
              onClick={() => start(provider)}
            >
              <Icon size={18} /> {action} with {name}
            </button>
          );
        })}
      </div>
      <p className="divider">
        <span>or with your email</span>
      </p>
    </div>
  );
}
