import { Link } from 'react-router-dom';
import { FeatureCard } from '../../../components/ui/FeatureCard';
import { ArrowRightIcon, BookIcon, ChartIcon, NewsIcon } from '../../../components/ui/icons';

const features = [
  {
    title: 'Analyze News',
    text: 'Every headline labelled Positive, Neutral, Negative or Mixed, with a look at political bias.',
    to: '/news',
    cta: 'Browse the news',
    icon: NewsIcon,
  },
  {
    title: 'Log Your Mood',
    text: 'Write in a private rich-text journal and see the sentiment of every entry.',
    to: '/journal',
    cta: 'Open the journal',
    icon: BookIcon,
  },
  {
    title: 'Track & Compare',
    text: 'Put your mood beside the news on one dashboard and spot the patterns over time.',
    to: '/dashboard',
    cta: 'View the dashboard',
    icon: ChartIcon,
  },
];

export function FeatureCards() {
  return (
    <section className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Features</p>
          <h2 id="features-title">Powerful AI Features</h2>
        </div>
        <ul className="feature-grid">
          {features.map(({ title, text, to, cta, icon: Icon }) => (
            <FeatureCard
              key={title}
              as="li"
              icon={<Icon size={24} />}
              title={title}
              link={
                <Link to={to} className="feature-link" aria-label={`${title}: ${cta}`}>
                  {cta} <ArrowRightIcon size={16} />
                </Link>
              }
            >
              {text}
            </FeatureCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
