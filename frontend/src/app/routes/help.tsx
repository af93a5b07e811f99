import { useDocumentTitle } from '../../lib/hooks';
import { HelpCenter } from '../../features/help/components/HelpCenter';

export default function Route() {
  useDocumentTitle('Help Center');
  return <HelpCenter />;
}
