import { useDocumentTitle } from '../../lib/hooks';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';

export default function Route() {
  useDocumentTitle('Reset password');
  return <ResetPasswordForm />;
}
