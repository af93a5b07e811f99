import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalBaseProps {
  open: boolean;
  onClose: () => void;
  backdropClassName: string;
  backdropTestId?: string;
  panelClassName: string;
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** Where focus goes on opening; the panel itself when this is absent or finds nothing. */
  initialFocus?: (panel: HTMLElement) => HTMLElement | null;
  children: ReactNode;
}

/**
 * What every modal surface shares: focus moves into the panel, Tab stays inside, Escape and a
 * backdrop click close it, the page behind does not scroll, and focus returns to whatever opened
 * it. `Modal` and `Dialog` are the looks built on it.
 */
export function ModalBase({
  open,
  onClose,
  backdropClassName,
  backdropTestId,
  panelClassName,
  role = 'dialog',
  labelledBy,
  describedBy,
  initialFocus,
  children,
}: ModalBaseProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRef.current = initialFocus;
  }, [onClose, initialFocus]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (panel.current) (initialFocusRef.current?.(panel.current) ?? panel.current).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(focusable));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === panel.current)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className={backdropClassName}
      data-testid={backdropTestId}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={panelClassName}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
