import { useDocumentTitle } from '../../lib/hooks';
import { NewsPage } from '../../features/news/components/NewsPage';

export default function Route() {
  useDocumentTitle('Daily News Hub');
  return <NewsPage />;
}
