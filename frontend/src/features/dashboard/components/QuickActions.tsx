import { Link } from 'react-router-dom';
import { BookIcon, ChartIcon, HelpIcon, NewsIcon } from '../../../components/ui/icons';

const actions = [
  { to: '/journal', label: 'New Journal Entry', Icon: BookIcon },
  { to: '/analyze', label: 'Run New Analysis', Icon: ChartIcon },
  { to: '/news-listing', label: 'View Insights', Icon: NewsIcon },
  { to: '/about', label: 'About', Icon: HelpIcon },
] as const;

/** The spec's Quick Actions. */
export function QuickActions() {
  return (
    <section className="card dashboard-panel" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="dashboard-panel-title">
        Quick Actions
      </h2>
      <ul className="dashboard-actions">
        {actions.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className="btn btn-secondary btn-block dashboard-action">
              <Icon size={18} /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
