import './auth.css';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/layout/Logo';
import { ChartIcon, HeartIcon, SparklesIcon } from '../../../components/ui/icons';

/** The two-panel frame of the sign-in screens: a brand panel beside the form card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <div className="container auth-grid">
        <aside className="auth-aside" aria-hidden="true">
          <div className="auth-aside-inner">
            <span className="auth-aside-logo">
              <Logo size={40} />
            </span>
            <p className="auth-aside-title">Understand how the world, and you, really feel.</p>
            <ul className="auth-aside-points">
              <li>
                <SparklesIcon size={18} /> Sentiment and emotion for any text
              </li>
              <li>
                <HeartIcon size={18} /> A private mood journal
              </li>
              <li>
                <ChartIcon size={18} /> Mood against the news, side by side
              </li>
            </ul>
          </div>
        </aside>
        <section className="auth-card card">
          <h1 className="auth-title">{title}</h1>
          {subtitle && <p className="auth-subtitle">{subtitle}</p>}
          {children}
        </section>
      </div>
    </div>
  );
}
