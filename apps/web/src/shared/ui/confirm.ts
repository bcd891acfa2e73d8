/**
 * Asks the user to confirm a destructive action with the browser's own confirmation dialog,
 * which is also what end-to-end tests answer.
 */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}
