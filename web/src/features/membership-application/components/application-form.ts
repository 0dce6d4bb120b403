import { PaymentInterval } from '@takt/proto';
import { ApplicationInput } from '@takt/proto/http/membership/application';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type ApplicationValues = z.input<typeof ApplicationInput>;
/** The form over the contract (input values, validated output), as useContractForm gives it. */
export type ApplicationFormApi = UseFormReturn<ApplicationValues, unknown, z.output<typeof ApplicationInput>>;
export type ApplicationControl = ApplicationFormApi['control'];

export const STEPS = [
  'application.step.membership',
  'application.step.person',
  'application.step.payment',
  'application.step.check',
] as const;

/** The fields each step checks before going on; a server error on one of them brings its step back. */
export const STEP_FIELDS = [
  ['membershipTypeIds', 'memberStatusId', 'fromDate'],
  ['inputAppUser', 'contact'],
  ['paymentMandate', 'agreedToTermsAndPrivacy'],
  [],
] as const;

export const stepOfField = (field: string): number => {
  const root = field.split('.')[0]!;
  const i = STEP_FIELDS.findIndex((names) => (names as readonly string[]).includes(root));
  return i < 0 ? 0 : i;
};

export const INTERVALS = [
  { value: PaymentInterval.Monthly, label: 'application.interval.monthly', flag: 'allowMonthlyPaymentInterval' },
  { value: PaymentInterval.Quarterly, label: 'application.interval.quarterly', flag: 'allowQuarterlyPaymentInterval' },
  { value: PaymentInterval.HalfYearly, label: 'application.interval.halfYearly', flag: 'allowHalfYearlyPaymentInterval' },
  { value: PaymentInterval.Yearly, label: 'application.interval.yearly', flag: 'allowYearlyPaymentInterval' },
] as const;

export type IntervalFlags = Record<(typeof INTERVALS)[number]['flag'], boolean>;

/** The intervals the company's settings allow (the server refuses the others). */
export const allowedIntervals = (settings: IntervalFlags) =>
  INTERVALS.filter((i) => settings[i.flag]).map(({ value, label }) => ({ value: value as number, label: label as string }));

export const emptyApplication = (locationId: string, today: string): ApplicationValues => ({
  locationId,
  membershipTypeIds: [],
  memberStatusId: '',
  fromDate: today,
  existingAttendeeId: '',
  inputAppUser: { firstName: '', lastName: '', email: '', birthday: '', userName: '', phone: '', street: '', zip: '', city: '' },
  paymentMandate: { iban: '', accountHolder: '', paymentInterval: PaymentInterval.Monthly },
  contact: null,
  agreedToTermsAndPrivacy: false as unknown as true,
  website: '',
});
