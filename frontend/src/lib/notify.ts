import { toast } from 'react-toastify';

/**
 * The outcome of an action the user took (profile saved, message sent, account deleted) as one of
 * the app's toasts: they are announced by screen readers (role="alert"), follow the theme and,
 * unlike the browser's alert box, block nothing.
 */
export const notify = {
  success(message: string): void {
    toast.success(message);
  },
  error(message: string): void {
    toast.error(message);
  },
  /** Something to do next (check the inbox), kept on screen longer than an outcome. */
  info(message: string): void {
    toast.info(message, { autoClose: 10_000 });
  },
};
