import './landing.css';
import { useRef } from 'react';
import { FeatureCards } from './FeatureCards';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { LiveDemo } from './LiveDemo';
import { SampleChart } from './SampleChart';

export function LandingPage() {
  const demoInput = useRef<HTMLTextAreaElement>(null);

  const tryDemo = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById('demo')
      ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    demoInput.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <Hero onTryDemo={tryDemo} />
      <FeatureCards />
      <LiveDemo inputRef={demoInput} />
      <SampleChart />
      <HowItWorks />
    </>
  );
}
