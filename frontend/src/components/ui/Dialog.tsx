import { useId, type ReactNode } from 'react';
import { ModalBase } from './ModalBase';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions: ReactNode;
  tone?: 'default' | 'danger';
}

// A question is answered with its buttons, so focus starts on the first of them.
const firstAction = (panel: HTMLElement) =>
  panel.querySelector<HTMLElement>('.dialog-actions button');

/** A modal question: a title, a body and buttons along the bottom. */
export function Dialog({ open, title, onClose, children, actions, tone = 'default' }: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalBase
      open={open}
      onClose={onClose}
      backdropClassName="dialog-backdrop"
      panelClassName={`dialog dialog-${tone}`}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      labelledBy={titleId}
      describedBy={bodyId}
      initialFocus={firstAction}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <div id={bodyId} className="dialog-body">
        {children}
      </div>
      <div className="dialog-actions">{actions}</div>
    </ModalBase>
  );
}
