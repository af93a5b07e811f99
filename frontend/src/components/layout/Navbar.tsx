import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { accountPath, pathOf } from '../../lib/return-to';
import { storage, storageKeys } from '../../lib/storage';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from './ThemeToggle';

export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/analyze', label: 'Analyze' },
  { to: '/journal', label: 'Journal' },
  { to: '/news-listing', label: 'News' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/about', label: 'About' },
] as const;

/**
 * The sticky navigation bar. Signed out it offers Signup, or Login once the `registered` flag is
 * stored; signed in (a token is stored) it shows the My Profile dropdown.
 */
export function Navbar() {
  const { isLoggedIn, user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const registered = storage.get(storageKeys.registered) !== null;

  // The mobile menu closes whenever the route changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const logout = () => {
    signOut();
    navigate('/');
  };

  return (
    <header className={`navbar ${scrolled ? 'navbar-scrolled' : ''}`}>
      <div className="container navbar-inner">
        <Link to="/" className="brand" aria-label="SentiLog home">
          <Logo />
          <span className="brand-name">SentiLog</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="navbar-toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <nav
          id="primary-navigation"
          className={`navbar-menu ${menuOpen ? 'is-open' : ''}`}
          aria-label="Main"
        >
          <ul className="nav-links">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="navbar-actions">
            <ThemeToggle />
            {isLoggedIn ? (
              <ProfileMenu user={user} onLogout={logout} />
            ) : registered ? (
              <Link to={accountPath('/login', pathOf(location))} className="btn btn-primary btn-sm">
                Login
              </Link>
            ) : (
              <Link
                to={accountPath('/signup', pathOf(location))}
                className="btn btn-primary btn-sm"
              >
                Signup
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
