import { Link } from 'react-router-dom';
import { config, timings } from '../../config';
import { GitHubIcon, HeartIcon, LinkedInIcon, MailIcon } from '../ui/icons';
import { Reveal } from '../ui/Reveal';
import { Logo } from './Logo';

const productLinks = [
  { to: '/', label: 'Home' },
  { to: '/analyze', label: 'Analyze' },
  { to: '/journal', label: 'Journal' },
  { to: '/news', label: 'News' },
  { to: '/dashboard', label: 'Dashboard' },
];

const supportLinks = [
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/about', label: 'About Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/', label: 'System Status' },
];

/** The site footer; its four blocks reveal once on scroll (800 ms, delays 100 to 400 ms). */
export function Footer() {
  const [brandDelay, productDelay, supportDelay, connectDelay] = timings.footerRevealDelaysMs;
  const duration = timings.footerRevealMs;
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <Reveal delayMs={brandDelay} durationMs={duration} className="footer-block footer-brand">
          <Link to="/" className="brand" aria-label="SentiLog home">
            <Logo />
            <span className="brand-name">SentiLog</span>
          </Link>
          <p className="footer-tagline">
            An open-source sentiment and emotion analysis platform that turns data into actionable
            insights through sentiment analysis.
          </p>
        </Reveal>

        <Reveal delayMs={productDelay} durationMs={duration} className="footer-block">
          <h2 className="footer-heading">Product</h2>
          <ul className="footer-links">
            {productLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Reveal>

        <Reveal delayMs={supportDelay} durationMs={duration} className="footer-block">
          <h2 className="footer-heading">Support</h2>
          <ul className="footer-links">
            {supportLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Reveal>

        <Reveal delayMs={connectDelay} durationMs={duration} className="footer-block">
          <h2 className="footer-heading">Connect</h2>
          <ul className="footer-social">
            <li>
              <a href={config.repositoryUrl} target="_blank" rel="noopener noreferrer">
                <GitHubIcon size={18} /> Source code on GitHub
              </a>
            </li>
            <li>
              <a href={config.linkedInUrl} target="_blank" rel="noopener noreferrer">
                <LinkedInIcon size={18} /> SentiLog on LinkedIn
              </a>
            </li>
            <li>
              <a href={`mailto:${config.supportEmail}`}>
                <MailIcon size={18} /> {config.supportEmail}
              </a>
            </li>
          </ul>
        </Reveal>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>© {new Date().getFullYear()} SentiLog. All rights reserved.</p>
          <p>
            Built with <HeartIcon size={14} className="footer-heart" />
            <span className="visually-hidden">love</span> for open source
          </p>
        </div>
      </div>
    </footer>
  );
}
