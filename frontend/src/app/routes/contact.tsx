import { useDocumentTitle } from '../../lib/hooks';
import { ContactPage } from '../../features/contact/components/ContactPage';

export default function Route() {
  useDocumentTitle('Contact Us');
  return <ContactPage />;
}
