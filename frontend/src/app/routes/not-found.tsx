import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/hooks';

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="status-page">
      <div className="card status-card">
        <p className="big-number" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p className="status-message">The page you are looking for does not exist or has moved.</p>
        <div className="status-actions">
          <Link to="/" className="btn btn-primary">
            Back to Home
          </Link>
          <Link to="/help" className="btn btn-secondary">
            Help Center
          </Link>
        </div>
      </div>
    </div>
  );
}
