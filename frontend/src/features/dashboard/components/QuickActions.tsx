import { Link } from 'react-router-dom';
import { BookIcon, ChartIcon, HelpIcon, SparklesIcon } from '../../../components/ui/icons';

/** The id of the insights below the charts, which 'View Insights' scrolls to. */
export const INSIGHTS_ANCHOR = 'insights';

const actions = [
  { to: '/journal', label: 'New Journal Entry', Icon: BookIcon },
  { to: '/analyze', label: 'Run New Analysis', Icon: ChartIcon },
  { to: `/dashboard#${INSIGHTS_ANCHOR}`, label: 'View Insights', Icon: SparklesIcon },
  { to: '/about', label: 'About', Icon: HelpIcon },
] as const;

/** The spec's Quick Actions; 'View Insights' goes to the mood insights on this page. */
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
