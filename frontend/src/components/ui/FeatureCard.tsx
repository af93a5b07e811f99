import './feature-card.css';
import type { ReactNode } from 'react';

/** The rounded icon badge of a feature card (also used alone, by the About page's future scope). */
export function FeatureIcon({ children }: { children: ReactNode }) {
  return <span className="feature-icon">{children}</span>;
}

/**
 * A card with an icon, a title, a text and a link, on the landing page and the About page. Its
 * styles come with it, so a page opened directly looks the same as one reached by a link.
 */
export function FeatureCard({
  as: Tag = 'article',
  icon,
  title,
  children,
  link,
}: {
  as?: 'article' | 'li';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  link?: ReactNode;
}) {
  return (
    <Tag className="card feature-card">
      <FeatureIcon>{icon}</FeatureIcon>
      <h3>{title}</h3>
      <p>{children}</p>
      {link}
    </Tag>
  );
}
