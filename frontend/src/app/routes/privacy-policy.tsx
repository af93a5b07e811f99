import { useDocumentTitle } from '../../lib/hooks';
import { PrivacyPolicy } from '../../features/privacy/components/PrivacyPolicy';

export default function Route() {
  useDocumentTitle('Privacy Policy');
  return <PrivacyPolicy />;
}
