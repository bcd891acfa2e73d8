export interface RegistrationLimits {
  /** Registrations one client address may attempt per hour. */
  perAddressPerHour: number;
  /** Registrations all addresses together may attempt per hour: a cap on a spread-out flood. */
  totalPerHour: number;
}
