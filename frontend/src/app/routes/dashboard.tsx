import { useDocumentTitle } from '../../lib/hooks';
import { DashboardPage } from '../../features/dashboard/components/DashboardPage';

export default function Route() {
  useDocumentTitle('Dashboard');
  return <DashboardPage />;
}
