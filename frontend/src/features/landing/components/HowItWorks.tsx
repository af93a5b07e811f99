import { BookIcon, ChartIcon, SparklesIcon } from '../../../components/ui/icons';

const steps = [
  {
    title: 'Analyze',
    text: 'Paste text, upload a document or open a news story to get its sentiment and emotion.',
    icon: SparklesIcon,
  },
  {
    title: 'Journal',
    text: 'Write about your day in the private journal; every entry gets a mood label.',
    icon: BookIcon,
  },
  {
    title: 'Track',
    text: 'Follow your mood over weeks and months and compare it with the news you read.',
    icon: ChartIcon,
  },
];

export function HowItWorks() {
  return (
    <section className="section section-alt" aria-labelledby="how-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Three steps</p>
          <h2 id="how-title">How It Works</h2>
        </div>
        <ol className="steps">
          {steps.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-icon">
                <Icon size={22} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
