import { useId } from 'react';

/** The SentiLog mark: a speech bubble holding a rising pulse. */
export function Logo({ size = 32 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="logo"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#a855f7" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="30" height="26" rx="8" fill={`url(#${gradient})`} />
      <path d="M9 27l-2 4 7-4z" fill="#a855f7" />
      <path
        d="M6 16h5l2.5-5 4 9 2.5-6 1.5 2H26"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
