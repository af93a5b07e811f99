import './privacy.css';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatLongDate } from '../../../lib/format';
import { policySections } from './policy';

/** How far below the top of the window a section's heading counts as "being read". */
const ACTIVATION_LINE_PX = 140;

/**
 * Which section is being read: the last one whose top has passed the activation line just under
 * the sticky navigation bar; at the very bottom, the last section (short ones never reach it).
 */
function useActiveSection(ids: string[]): string {
  const [active, setActive] = useState(ids[0]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= ACTIVATION_LINE_PX) current = id;
      }
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      setActive(atBottom && window.scrollY > 0 ? ids[ids.length - 1] : current);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

const sectionIds = policySections.map((section) => section.id);

export function PrivacyPolicy() {
  const active = useActiveSection(sectionIds);
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        lead={
          <>
            Last updated:{' '}
            <time dateTime={new Date().toISOString().slice(0, 10)}>
              {formatLongDate(new Date())}
            </time>
          </>
        }
      />
      <div className="container policy-layout">
        <nav className="policy-nav" aria-label="Privacy policy sections">
          <p className="policy-nav-title">On this page</p>
          <ol>
            {policySections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={active === section.id ? 'is-active' : undefined}
                  aria-current={active === section.id ? 'location' : undefined}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="policy-content">
          {policySections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="policy-section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="policy-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
