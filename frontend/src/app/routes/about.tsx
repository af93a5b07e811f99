import { useDocumentTitle } from '../../lib/hooks';
import { AboutPage } from '../../features/about/components/AboutPage';

export default function Route() {
  useDocumentTitle('About');
  return <AboutPage />;
}
