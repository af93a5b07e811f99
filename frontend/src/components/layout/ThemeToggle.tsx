import { useTheme } from '../../lib/theme';
import { MoonIcon, SunIcon } from '../ui/icons';

/** A light/dark switch; checked when the theme is dark. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <label className="theme-toggle" title={dark ? 'Switch to light theme' : 'Switch to dark theme'}>
      <input
        type="checkbox"
        role="switch"
        checked={dark}
        onChange={toggleTheme}
        aria-label="Dark theme"
      />
      <span className="theme-toggle-track" aria-hidden="true">
        <span className="theme-toggle-thumb">
          {dark ? <MoonIcon size={14} /> : <SunIcon size={14} />}
        </span>
      </span>
    </label>
  );
}
