import { useDocumentTitle } from '../../lib/hooks';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';

export default function Route() {
  useDocumentTitle('Forgot password');
  return <ForgotPasswordForm />;
}
