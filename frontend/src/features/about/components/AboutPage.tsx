import './about.css';
import { Link } from 'react-router-dom';
import { CtaCard } from '../../../components/ui/CtaCard';
import { FeatureCard, FeatureIcon } from '../../../components/ui/FeatureCard';
import { PageHeader } from '../../../components/ui/PageHeader';
import {
  BookIcon,
  ChartIcon,
  GlobeIcon,
  NewsIcon,
  ShieldIcon,
  SparklesIcon,
} from '../../../components/ui/icons';

const stack = [
  { name: 'React + TypeScript', role: 'The web app, built with Vite' },
  { name: 'NestJS', role: 'API gateway and microservices' },
  { name: 'TensorFlow.js', role: 'Our own sentiment, emotion and bias models' },
  { name: 'PostgreSQL', role: 'Accounts, journal entries, articles' },
  { name: 'Redis + BullMQ', role: 'Service messaging and document queues' },
  { name: 'Apache ECharts', role: 'Mood and news charts' },
  { name: 'Docker + Kubernetes', role: 'Runs anywhere, scales out' },
];

const future = [
  {
    title: 'Multilingual models',
    text: 'Sentiment and emotion in many more languages than English.',
    icon: GlobeIcon,
  },
  {
    title: 'Deeper bias classification',
    text: 'Finer-grained political and framing bias for every article.',
    icon: NewsIcon,
  },
  {
    title: 'More news sources',
    text: 'A wider, more balanced set of publishers from around the world.',
    icon: SparklesIcon,
  },
  {
    title: 'Predictive mood analytics',
    text: 'Gentle forecasts that help you notice patterns before they build.',
    icon: ChartIcon,
  },
];

export function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About"
        title="About SentiLog"
        lead="SentiLog is an open-source sentiment and emotion analysis platform with AI-driven analytics, for individuals and organizations."
      />
      <div className="container prose-page">
        <section className="about-intro" aria-labelledby="about-what">
          <div>
            <h2 id="about-what">What SentiLog does</h2>
            <p>
              SentiLog reads text the way people feel it. It labels news as positive, neutral or
              negative, looks for political leaning, analyses pasted text and uploaded documents,
              and gives your own journal entries a sentiment, so you can see how the world and your
              mood move together.
            </p>
          </div>
          <div className="card vision-card">
            <h2>Our vision</h2>
            <p>
              Emotional awareness for everyone: open, transparent tools that turn the words around
              us into actionable insight, without selling anyone&apos;s attention or data.
            </p>
          </div>
        </section>

        <section aria-labelledby="about-features">
          <h2 id="about-features">Two main features</h2>
          <div className="two-up">
            <FeatureCard
              icon={<NewsIcon size={24} />}
              title="News bias analysis"
              link={
                <Link to="/news" className="feature-link">
                  Open the news
                </Link>
              }
            >
              Every article in the Daily News Hub gets a sentiment with its confidence and its
              outlet&apos;s rating (Left, Center or Right), with the article&apos;s own leaning
              where SentiLog can read one. Filter by tone, search, see which side misses a story,
              and read the full story in one place.
            </FeatureCard>
            <FeatureCard
              icon={<BookIcon size={24} />}
              title="Mood journaling"
              link={
                <Link to="/journal" className="feature-link">
                  Start journaling
                </Link>
              }
            >
              Write freely in a rich-text journal. SentiLog labels each entry&apos;s sentiment and
              charts your mood over weeks, months and years on the dashboard.
            </FeatureCard>
          </div>
        </section>

        <section aria-labelledby="about-stack">
          <h2 id="about-stack">Technology stack</h2>
          <ul className="stack-list">
            {stack.map((item) => (
              <li key={item.name} className="card stack-item">
                <strong>{item.name}</strong>
                <span>{item.role}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-future">
          <h2 id="about-future">Future scope</h2>
          <ul className="future-grid">
            {future.map(({ title, text, icon: Icon }) => (
              <li key={title} className="card future-item">
                <FeatureIcon>
                  <Icon size={22} />
                </FeatureIcon>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <CtaCard
          icon={<ShieldIcon size={28} />}
          titleId="about-cta"
          title="Open source, open to you"
        >
          Questions or ideas? <Link to="/contact">Contact us</Link> or browse the{' '}
          <Link to="/help">Help Center</Link>.
        </CtaCard>
      </div>
    </>
  );
}
