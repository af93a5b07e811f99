import { useDocumentTitle } from '../../lib/hooks';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

export default function Route() {
  useDocumentTitle('User Profile');
  return <ProfilePage />;
}
