import { useDocumentTitle } from '../../lib/hooks';
import { LandingPage } from '../../features/landing/components/LandingPage';

export default function Route() {
  useDocumentTitle();
  return <LandingPage />;
}
