import { useDocumentTitle } from '../../lib/hooks';
import { VerifyEmail } from '../../features/auth/components/VerifyEmail';

export default function Route() {
  useDocumentTitle('Confirm email');
  return <VerifyEmail />;
}
