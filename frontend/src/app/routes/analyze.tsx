import { useDocumentTitle } from '../../lib/hooks';
import { AnalyzePage } from '../../features/analyze/components/AnalyzePage';

export default function Route() {
  useDocumentTitle('Document Analysis');
  return <AnalyzePage />;
}
