import { CheckIcon, ClockIcon, SparklesIcon } from '../../../components/ui/icons';

const tips = [
  {
    title: 'Be Honest',
    text: 'Write what you really feel. The analysis is only as true as the words it reads.',
    Icon: CheckIcon,
  },
  {
    title: 'Stay Consistent',
    text: 'A few lines every day show how your mood moves over weeks and months.',
    Icon: ClockIcon,
  },
  {
    title: 'Reflect Deeply',
    text: 'Ask yourself why you feel the way you do, and what might change it.',
    Icon: SparklesIcon,
  },
];

/** The journal screen's three tips. */
export function JournalTips() {
  return (
    <section className="journal-tips" aria-labelledby="journal-tips-title">
      <h2 id="journal-tips-title" className="section-title">
        Journaling Tips
      </h2>
      <ul>
        {tips.map(({ title, text, Icon }) => (
          <li key={title} className="card journal-tip">
            <span className="journal-tip-icon">
              <Icon size={22} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
