/** Whole-page navigation, behind one object so tests can watch it (jsdom cannot navigate). */
export const browser = {
  /** Leaves the app for another address (e.g. the gateway's Google or GitHub sign-in route). */
  navigate(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
