/**
 * Asks the user to confirm a destructive action. The spec asks for the browser's own
 * confirmation dialog (section 6), which is also what end-to-end tests answer.
 */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}
