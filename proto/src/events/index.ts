export * from './envelope.ts';
export * as IdentityEvents from './identity.ts';
export * as MembershipEvents from './membership.ts';
export * as SchedulingEvents from './scheduling.ts';
export * as BookingEvents from './booking.ts';
export * as BillingEvents from './billing.ts';
export * from './notify.ts';
export * as AuditEvents from './audit.ts';
export * as GdprEvents from './gdpr.ts';
