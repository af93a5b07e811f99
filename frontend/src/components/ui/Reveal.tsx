import type { ReactNode } from 'react';
import { useInView } from '../../lib/hooks';

/** Fades and lifts its content in the first time it scrolls into view. */
export function Reveal({
  children,
  delayMs = 0,
  durationMs = 800,
  className = '',
}: {
  children: ReactNode;
  delayMs?: number;
  durationMs?: number;
  className?: string;
}) {
  const [ref, inView] = useInView<HTMLDivElement>({ once: true, threshold: 0.1 });
  return (
    <div
      ref={ref}
      className={`reveal ${inView ? 'is-visible' : ''} ${className}`.trim()}
      style={{ transitionDuration: `${durationMs}ms`, transitionDelay: `${delayMs}ms` }}
      data-revealed={inView}
    >
      {children}
    </div>
  );
}
