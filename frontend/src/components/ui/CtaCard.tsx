import './cta-card.css';
import type { ReactNode } from 'react';

/**
 * The call-to-action band that ends the Help Center and the About page. Its styles come with it,
 * so a page opened directly looks the same as one reached by a link.
 */
export function CtaCard({
  icon,
  titleId,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  titleId: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="card cta-card" aria-labelledby={titleId}>
      {icon}
      <div>
        <h2 id={titleId}>{title}</h2>
        <p>{children}</p>
      </div>
      {action}
    </section>
  );
}
