import { useDocumentTitle } from '../../lib/hooks';
import { JournalPage } from '../../features/journal/components/JournalPage';

export default function Route() {
  useDocumentTitle('Journal');
  return <JournalPage />;
}
