import './help.css';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CtaCard } from '../../../components/ui/CtaCard';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ChevronDownIcon, MailIcon } from '../../../components/ui/icons';
import { faqGroups, type Faq } from './faq';

function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) {
  const base = useId();
  const buttonId = `${base}-question`;
  const panelId = `${base}-answer`;
  return (
    <div className={`faq ${open ? 'faq-open' : ''}`}>
      <h3 className="faq-question">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{faq.question}</span>
          <ChevronDownIcon size={18} className="chevron" />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="faq-answer"
        hidden={!open}
      >
        {faq.answer}
      </div>
    </div>
  );
}

/** The Help Center: four groups of questions; one answer is open at a time. */
export function HelpCenter() {
  const [openId, setOpenId] = useState<string | null>(faqGroups[0].items[0].id);
  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="Help Center"
        lead="Answers to the most common questions about SentiLog, its features and your privacy."
      />
      <div className="container help-layout">
        {faqGroups.map((group, index) => (
          <section key={group.title} className="faq-group" aria-labelledby={`faq-group-${index}`}>
            <h2 id={`faq-group-${index}`} className="faq-group-title">
              {group.title}
            </h2>
            <div className="card faq-list">
              {group.items.map((faq) => (
                <FaqItem
                  key={faq.id}
                  faq={faq}
                  open={openId === faq.id}
                  onToggle={() => setOpenId((current) => (current === faq.id ? null : faq.id))}
                />
              ))}
            </div>
          </section>
        ))}
        <CtaCard
          icon={<MailIcon size={28} />}
          titleId="still-need-help"
          title="Still need help?"
          action={
            <Link to="/contact" className="btn btn-primary">
              Contact Us
            </Link>
          }
        >
          Our team answers every message within 24 hours.
        </CtaCard>
      </div>
    </>
  );
}
