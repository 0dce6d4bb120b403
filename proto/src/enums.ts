// Enumerations of spec sections 3 and 4. Numeric values are the wire values the original clients send.

export const AttendanceStatus = { NotConfirmed: 0, Canceled: 1, Confirmed: 2, Requested: 3, OnWaitingList: 4 } as const;
export type AttendanceStatus = (typeof AttendanceStatus)[keyof typeof AttendanceStatus];

export const AttendanceSource = { Manual: 0, CheckIn: 1 } as const;
export type AttendanceSource = (typeof AttendanceSource)[keyof typeof AttendanceSource];

export const CourseType = { RegularCourse: 0, TimeSlot: 1, UniqueEvent: 2 } as const;
export type CourseType = (typeof CourseType)[keyof typeof CourseType];

export const Period = { Day: 1, Week: 2, Month: 3 } as const;
export type Period = (typeof Period)[keyof typeof Period];

export const Audience = { All: 1, OnlyAttendees: 2, OnlyTrainers: 3, None: 4 } as const;

export const AvailabilityType = { Availability: 0, Absence: 1 } as const;

export const PaymentStatus = { Open: 0, Paid: 1, Cancelled: 2 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const PeriodType = { Month: 0, Quarter: 1, Single: 2, Year: 3, HalfYear: 4 } as const;
export type PeriodType = (typeof PeriodType)[keyof typeof PeriodType];

export const SequenceType = { FRST: 0, RCUR: 1, OOFF: 2, FNAL: 3 } as const;

export const PaymentDataType = { DebitMandate: 0, Invoice: 1 } as const;
export const PaymentInterval = { Monthly: 0, Quarterly: 1, Yearly: 3, HalfYearly: 4 } as const;

export const MembershipRequestStatus = { Open: 0, Done: 1, Rejected: 2 } as const;
export const MembershipRequestType = {
  MembershipApplication: 0,
  SubscriptionOrder: 1,
  SubscriptionCancellation: 2,
  InvalidAgeForMemberStatus: 3,
  MembershipTermination: 4,
  ContactDataChanged: 5,
} as const;

export const ContactType = {
  Parent: 0,
  LegalGuardian: 1,
  SuperVisor: 2,
  MarriagePartner: 3,
  LifePartner: 4,
  Child: 5,
  Other: 6,
} as const;

export const TaskRequestStatus = { OPEN: 'OPEN', ACCEPT: 'ACCEPT', REJECT: 'REJECT' } as const;

export const CatalogueEntryType = {
  ForRegistration: 0,
  Empty: 1,
  MonthlyMembershipCost: 2,
  YearlyMembershipCost: 3,
} as const;

export const NoteType = { Default: 0, CheckInNote: 1 } as const;
export const NoteStatus = { Unread: 0, Read: 1 } as const;

export const WebPushSubscriptionStatus = {
  NonSubscribed: 0,
  Subscribed: 1,
  SubscribedSameUserOtherDevice: 2,
  SubscribedSameDeviceOtherUser: 3,
  DeactivatedInSettings: 4,
  DeniedInOwnDialog: 5,
} as const;

export const StatisticsType = { AttendeeCount: 'AttendeeCount', AttendanceCount: 'AttendanceCount', Revenues: 'Revenues' } as const;
export type StatisticsType = (typeof StatisticsType)[keyof typeof StatisticsType];

export const TerminationDateOption = { EndOfMonth: 'EndOfMonth', EndOfQuarter: 'EndOfQuarter', EndOfYear: 'EndOfYear' } as const;

export const DocumentKind = [
  'logo',
  'document',
  'employee',
  'location',
  'trainer',
  'trainer_license',
  'course',
  'attendee',
  'terms_and_conditions',
  'privacy_policy',
] as const;
export type DocumentKind = (typeof DocumentKind)[number];
