import { TerminationDateOption } from '@takt/proto';

export interface CompanySettingsValues {
  color: string;
  appointmentBookingInAdvanceDays: number;
  membershipSubscriptionTerminationDate: keyof typeof TerminationDateOption;
  membershipSubscriptionTerminationInAdvanceWeeks: number;
  halfYearlyPaymentIntervalStartMonth: number;
  allowMonthlyPaymentInterval: boolean;
  allowQuarterlyPaymentInterval: boolean;
  allowHalfYearlyPaymentInterval: boolean;
  allowYearlyPaymentInterval: boolean;
  showCheckinNotePopup: boolean;
  showCheckinInvalidMembershipPopup: boolean;
  waitingListOfferHours: number;
  waitingListNightFrom: string | null;
  waitingListNightTill: string | null;
}

/** Spec section 9: what a company's settings are until it saves its own. */
export const DEFAULT_COMPANY_SETTINGS: Readonly<CompanySettingsValues> = Object.freeze({
  color: '#4b6084',
  appointmentBookingInAdvanceDays: 30,
  membershipSubscriptionTerminationDate: TerminationDateOption.EndOfMonth,
  membershipSubscriptionTerminationInAdvanceWeeks: 4,
  halfYearlyPaymentIntervalStartMonth: 1,
  allowMonthlyPaymentInterval: true,
  allowQuarterlyPaymentInterval: true,
  allowHalfYearlyPaymentInterval: true,
  allowYearlyPaymentInterval: true,
  showCheckinNotePopup: false,
  showCheckinInvalidMembershipPopup: true,
  // Beyond the spec: automatic promotion until a company chooses timed offers.
  waitingListOfferHours: 0,
  waitingListNightFrom: null,
  waitingListNightTill: null,
});

/** Logo limits: small images only, kept in the settings row. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
