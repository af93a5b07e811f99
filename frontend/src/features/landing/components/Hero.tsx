import { Link } from 'react-router-dom';
import { ArrowRightIcon, SparklesIcon } from '../../../components/ui/icons';

export function Hero({ onTryDemo }: { onTryDemo: () => void }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="pill">
            <SparklesIcon size={16} /> Open-source sentiment &amp; emotion AI
          </p>
          <h1 id="hero-title" className="hero-title">
            SentiLog
          </h1>
          <p className="hero-subtitle">AI-powered sentiment insights for your world</p>
          <p className="hero-text">
            Read the mood of today&apos;s headlines, analyse any text or document, and keep a
            private journal that understands how you feel.
          </p>
          <div className="hero-actions">
            <button type="button" className="btn btn-primary btn-lg" onClick={onTryDemo}>
              Try Live Demo
            </button>
            <Link to="/news" className="btn btn-secondary btn-lg">
              Explore the news <ArrowRightIcon size={18} />
            </Link>
          </div>
        </div>
        <div className="hero-visual" aria-hidden="true">
          <div className="hero-card hero-card-main">
            <p className="hero-card-label">Headline</p>
            <p className="hero-card-text">
              &ldquo;City opens new riverside park after years of community campaigning&rdquo;
            </p>
            <div className="hero-card-tags">
              <span className="badge badge-positive">Positive · 94%</span>
              <span className="badge badge-emotion">Joy</span>
            </div>
          </div>
          <div className="hero-card hero-card-side">
            <p className="hero-card-label">Your week</p>
            <div className="hero-bars">
              {[40, 62, 55, 70, 66, 82, 78].map((height, index) => (
                <span key={index} style={{ height: `${height}%` }} />
              ))}
            </div>
            <p className="hero-card-foot">Mood up 12% this week</p>
          </div>
        </div>
      </div>
    </section>
  );
}
