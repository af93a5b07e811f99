import type { LinkPreview } from '@sentilog/contracts/web';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { AlertIcon } from '../../../components/ui/icons';
import { errorBody, serverMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { confirmAccountLink, previewAccountLink } from '../api/auth-api';

const NAMES = { google: 'Google', github: 'GitHub' } as const;

export const linkMessages = {
  signInFirst:
    'Sign in to the SentiLog account you want to link to, then start again from your profile page.',
  failed: 'The account could not be linked. Please start again from your profile page.',
} as const;

type Step =
  | { kind: 'loading' }
  | { kind: 'asking'; preview: LinkPreview }
  | { kind: 'linking'; preview: LinkPreview }
  | { kind: 'failed'; message: string };

function failureOf(err: unknown): string {
  return serverMessage(errorBody(err)) ?? linkMessages.failed;
}

/**
 * Back from Google or GitHub with a link this browser asked for (`?link=<code>`): nothing is
 * linked yet. The page shows which provider account would join which SentiLog account and links
 * only when the person confirms. The server shows it only to the browser and the signed-in account
 * that asked; to anyone else (a link sent to them) it answers an error, shown here.
 */
export function LinkConfirmation({ code, onDone }: { code: string; onDone: () => void }) {
  const { token, signIn } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const asked = useRef(false);

  useEffect(() => {
    // Once per page load, even under StrictMode's double effects.
    if (asked.current) return;
    asked.current = true;
    if (!token) {
      setStep({ kind: 'failed', message: linkMessages.signInFirst });
      return;
    }
    previewAccountLink(code, token)
      .then((preview) => setStep({ kind: 'asking', preview }))
      .catch((err: unknown) => setStep({ kind: 'failed', message: failureOf(err) }));
  }, [code, token]);

  const confirm = async (preview: LinkPreview) => {
    setStep({ kind: 'linking', preview });
    try {
      const linked = await confirmAccountLink(code, token!);
      if (!linked?.token) throw new Error(linkMessages.failed);
      // The link signed out every other session and gave this one a new token.
      signIn(linked.token, linked.user);
      notify.success(linked.message ?? `Linked your ${NAMES[preview.provider]} account`);
      onDone();
    } catch (err) {
      setStep({ kind: 'failed', message: failureOf(err) });
    }
  };

  if (step.kind === 'failed') {
    return (
      <>
        <span className="status-icon status-icon-error">
          <AlertIcon size={32} />
        </span>
        <h1>Account Not Linked</h1>
        <p role="alert" className="status-message">
          {step.message}
        </p>
        <div className="status-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => navigate('/user-profile')}
          >
            Back to Profile
          </button>
        </div>
      </>
    );
  }

  if (step.kind === 'loading') {
    return (
      <>
        <Spinner size="lg" />
        <h1>Checking the link...</h1>
      </>
    );
  }

  const { preview } = step;
  const name = NAMES[preview.provider];
  return (
    <>
      <h1>Link your {name} account?</h1>
      <p className="status-message" data-testid="link-question">
        {preview.providerAccount ? (
          <>
            The {name} account <strong>{preview.providerAccount}</strong>
          </>
        ) : (
          <>The {name} account you signed in with</>
        )}{' '}
        will be linked to the SentiLog account <strong>{preview.account.email}</strong>. Whoever
        signs in with that {name} account will be signed in to this SentiLog account and see its
        journal.
      </p>
      <div className="status-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void confirm(preview)}
          disabled={step.kind === 'linking'}
        >
          {step.kind === 'linking' ? 'Linking...' : 'Link accounts'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => navigate('/user-profile')}
          disabled={step.kind === 'linking'}
        >
          Cancel
        </button>
      </div>
    </>
  );
}
