import { useDocumentTitle } from '../../lib/hooks';
import { OAuthCallback } from '../../features/auth/components/OAuthCallback';

export default function Route() {
  useDocumentTitle('Signing in');
  return <OAuthCallback />;
}
