import { useDocumentTitle } from '../../lib/hooks';
import { SignupForm } from '../../features/auth/components/SignupForm';

export default function Route() {
  useDocumentTitle('Signup');
  return <SignupForm />;
}
