/** The network's door: which addresses the server may reach, and a lookup pinned to an address already checked. */
export { addressPolicy, type AddressPolicy } from './address-policy.ts';
export { lookupVia, pinnedLookup, systemResolve, type Resolve, type ResolvedAddress } from './resolve.ts';
export { checkDestination, destinationMessages, destinationRulesSlot, type DestinationCheck, type DestinationRules } from './destination.ts';
