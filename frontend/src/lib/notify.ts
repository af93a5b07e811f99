/**
 * The spec's alerts ('Form submitted', 'Profile updated successfully', …) are browser alerts: they
 * are modal, announced by every screen reader and need no styling. One function, so a later change
 * to in-page dialogs touches one place.
 */
export function showAlert(message: string): void {
  window.alert(message);
}
