import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../lib/auth';
import { Avatar } from '../ui/Avatar';
import { ChevronDownIcon, KeyIcon, LogoutIcon, UserIcon } from '../ui/icons';

/**
 * The signed-in 'My Profile' dropdown: Reset Password, User Profile, API Keys, Logout. A menu button:
 * Enter, Space or ArrowDown opens it on the first item; arrows, Home and End move; Escape closes it
 * and returns focus to the button; Tab or a click elsewhere closes it.
 */
export function ProfileMenu({ user, onLogout }: { user: User | null; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const all = items();
      (target === 'first' ? all[0] : all[all.length - 1])?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      const root = buttonRef.current?.parentElement;
      if (root && !root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWith = (target: 'first' | 'last') => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div className="profile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar user={user} size={32} />
        <span>My Profile</span>
        <ChevronDownIcon size={16} className={`chevron ${open ? 'chevron-open' : ''}`} />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="My Profile"
        className="profile-menu-list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {user && (
          <li role="presentation" className="profile-menu-user">
            <span className="profile-menu-name">
              {user.firstname} {user.lastname}
            </span>
            <span className="profile-menu-email">{user.email}</span>
          </li>
        )}
        <li role="presentation">
          <Link role="menuitem" tabIndex={-1} to="/forgot-password" onClick={() => close(false)}>
            <KeyIcon size={16} /> Reset Password
          </Link>
        </li>
        <li role="presentation">
          <Link role="menuitem" tabIndex={-1} to="/user-profile" onClick={() => close(false)}>
            <UserIcon size={16} /> User Profile
          </Link>
        </li>
        <li role="presentation">
          <Link role="menuitem" tabIndex={-1} to="/api-keys" onClick={() => close(false)}>
            <KeyIcon size={16} /> API Keys
          </Link>
        </li>
        <li role="presentation">
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close(false);
              onLogout();
            }}
          >
            <LogoutIcon size={16} /> Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
