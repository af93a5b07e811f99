import { useDocumentTitle } from '../../lib/hooks';
import { UnsubscribePage } from '../../features/profile/components/UnsubscribePage';

export default function Route() {
  useDocumentTitle('Unsubscribe');
  return <UnsubscribePage />;
}
