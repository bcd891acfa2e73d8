import type { NetworkPrefixes } from './network-prefix';

export interface RegistrationLimits {
  /** Registrations one client address may attempt per hour. */
  perAddressPerHour: number;
  /** Registrations one network (the addresses sharing `networkPrefix`) may attempt per hour. */
  perNetworkPerHour: number;
  /** The prefix lengths that make a network: IPv4 /24 and IPv6 /48 by default. */
  networkPrefix: NetworkPrefixes;
  /** Registrations all addresses together may attempt per hour: a cap on a spread-out flood. */
  totalPerHour: number;
}
