import type { ReactNode } from 'react';
import { ModalBase } from './ModalBase';
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
