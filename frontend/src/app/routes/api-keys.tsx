import { useDocumentTitle } from '../../lib/hooks';
import { ApiKeysPage } from '../../features/api-keys/components/ApiKeysPage';

export default function Route() {
  useDocumentTitle('API Keys');
  return <ApiKeysPage />;
}
