import { Link } from 'react-router-dom';
import { ClockIcon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../lib/hooks';

const screens = {
} as const;

export type ComingSoonScreen = keyof typeof screens;

/** Placeholder for the screens the next frontend issue builds; the routes and links already work. */
export function ComingSoon({ screen }: { screen: ComingSoonScreen }) {
  const { title, text } = screens[screen];
  useDocumentTitle(title);
  return (
    <div className="status-page">
      <div className="card status-card">
        <span className="status-icon">
          <ClockIcon size={32} />
        </span>
        <p className="eyebrow">Coming soon</p>
        <h1>{title}</h1>
        <p className="status-message">{text}</p>
        <p className="muted">
          This screen is coming soon. In the meantime, try the live demo on the home page.
        </p>
        <div className="status-actions">
          <Link to="/" className="btn btn-primary">
            Go to the live demo
          </Link>
          <Link to="/help" className="btn btn-secondary">
            Visit the Help Center
          </Link>
        </div>
      </div>
    </div>
  );
}

