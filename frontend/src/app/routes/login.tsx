import { useDocumentTitle } from '../../lib/hooks';
import { LoginForm } from '../../features/auth/components/LoginForm';

export default function Route() {
  useDocumentTitle('Login');
  return <LoginForm />;
}
