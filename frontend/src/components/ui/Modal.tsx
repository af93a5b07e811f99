import type { ReactNode } from 'react';
import { ModalBase } from './ModalBase';
import { CloseIcon } from './icons';
import './modal.css';

/**
 * A large modal panel for content (an article, a preview) rather than a question. The caller
 * draws the title and close button and names the panel through `labelledBy`; focus starts on the
 * panel itself.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ModalBase
      open={open}
      onClose={onClose}
      backdropClassName="modal-backdrop"
      backdropTestId="modal-backdrop"
      panelClassName={`modal ${className}`.trim()}
      labelledBy={labelledBy}
    >
      {children}
    </ModalBase>
  );
}

/** The close button of a Modal's top bar: an icon with its spoken name ("Close article"). */
export function ModalCloseButton({
  label,
  onClose,
  className,
}: {
  label: string;
  onClose: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-ghost ${className}`}
      aria-label={label}
      onClick={onClose}
    >
      <CloseIcon size={22} />
    </button>
  );
}
