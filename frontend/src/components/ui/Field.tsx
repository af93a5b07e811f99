import type { ReactNode } from 'react';

/** A form field's frame: its label, then the control it names (`id` is the control's). */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
