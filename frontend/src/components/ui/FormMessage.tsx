import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './icons';

/** An inline message under a form: red errors are announced at once, green success politely. */
export function FormMessage({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={`form-message form-message-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {tone === 'success' ? <CheckIcon size={18} /> : <AlertIcon size={18} />}
      <span>{children}</span>
    </div>
  );
}
