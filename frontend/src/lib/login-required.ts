import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { timings } from '../config';
import { messages } from './api-error';
import { accountPath, pathOf } from './return-to';
import { storage, storageKeys } from './storage';

/**
 * The login-required guard of the spec (sections 2 and 6): without a stored token, show the error
 * toast for 4 s at top centre and go to /login after 2 s; signing in there comes back to
 * `returnTo` (the page the visitor is on, unless the caller names where they were going). Returns
 * a function that answers whether the visitor may go on.
 */
export function useLoginRequired(returnTo?: string): () => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<number | undefined>(undefined);
  const from = returnTo ?? pathOf(location);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    if (storage.get(storageKeys.token)) return true;
    showLoginRequiredToast();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => navigate(accountPath('/login', from)),
      timings.loginRequiredRedirectMs,
    );
    return false;
  }, [navigate, from]);
}

export function showLoginRequiredToast(): void {
  toast.error(messages.loginRequired, {
    toastId: 'login-required',
    position: 'top-center',
    autoClose: timings.loginRequiredToastMs,
  });
}
