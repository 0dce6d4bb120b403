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
});

/** Logo limits: small images only, kept in the settings row. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Checks the first bytes against the declared type, so a renamed file is refused. */
export function logoMatchesType(bytes: Uint8Array, contentType: string): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  switch (contentType) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'image/gif':
      return starts(0x47, 0x49, 0x46, 0x38);
    case 'image/webp':
      return starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
    default:
      return false;
  }
}
