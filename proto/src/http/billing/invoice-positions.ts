import { z } from 'zod';
import { PaymentStatus } from '../../enums.ts';
import { Cents, Created, IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7 (Money, InvoicePosition). A position without an invoice is pending: the
// next invoice run of its period (or a single invoice) takes it (decision in the billing report).

const items = screenRoles('/invoice-items');

export const InvoicePosition = z.object({
  id: Uuid,
  /** Null while the position waits for an invoice run. */
  invoiceId: Uuid.nullable(),
  forAttendeeId: Uuid,
  attendeeFullName: z.string(),
  description: z.string(),
  note: z.string().nullable(),
  costInfo: z.string().nullable(),
  centCost: z.number().int(),
  /** The day the service was given; the run of the period containing it bills the position. */
  date: LocalDate,
  canceled: z.boolean(),
  canceledDate: z.string().nullable(),
  canceledById: Uuid.nullable(),
  editedDate: z.string().nullable(),
  editedById: Uuid.nullable(),
  invoicePaymentStatus: z.enum(PaymentStatus),
  invoiceNumberString: z.string().nullable(),
  sourceCostId: Uuid.nullable(),
  sourceAppointmentId: Uuid.nullable(),
  sourceMembershipTypeId: Uuid.nullable(),
  locationId: Uuid.nullable(),
  departmentId: Uuid.nullable(),
  createdDate: z.string(),
});
export type InvoicePosition = z.infer<typeof InvoicePosition>;

const Text = z.string().trim().min(1).max(500);
const Note = z.string().trim().max(2000).nullish();

/** A position typed in by staff: pending, or added to an open invoice when `invoiceId` is given. */
export const InvoicePositionInput = z.object({
  attendeeId: Uuid,
  description: Text,
  note: Note,
  centCost: Cents,
  date: LocalDate.optional(),
  invoiceId: Uuid.nullish(),
  locationId: Uuid.nullish(),
  departmentId: Uuid.nullish(),
});
export type InvoicePositionInput = z.infer<typeof InvoicePositionInput>;

/** Editing keeps the attendee and the invoice; only while that invoice is open. */
export const InvoicePositionUpdate = z.object({
  description: Text,
  note: Note,
  centCost: Cents,
  date: LocalDate,
});
export type InvoicePositionUpdate = z.infer<typeof InvoicePositionUpdate>;

/** A catalogue cost as the cost screen shows it (name and price); the id is kept as the source. */
export const CostEntry = z.object({ costId: Uuid, description: Text, centCost: Cents, count: z.number().int().min(1).max(100).default(1) });
export const CustomCostEntry = z.object({ description: Text, note: Note, centCost: Cents });

/** Spec: AddByCosts {AttendeeAppUserId, CostEntries, CustomCostEntries, SingleInvoice, PaymentStatus}. */
export const AddByCostsInput = z
  .object({
    attendeeId: Uuid.optional(),
    attendeeAppUserId: Uuid.optional(),
    costEntries: z.array(CostEntry).max(100).default([]),
    customCostEntries: z.array(CustomCostEntry).max(100).default([]),
    /** An invoice of its own (period type Single) now, instead of waiting for the run. */
    singleInvoice: z.boolean().default(false),
    /** The single invoice's status; a cash payment is entered as Paid. */
    paymentStatus: z.enum(PaymentStatus).default(PaymentStatus.Open),
    date: LocalDate.optional(),
  })
  .refine((b) => b.attendeeId || b.attendeeAppUserId, { message: 'attendeeId or attendeeAppUserId is required', path: ['attendeeId'] })
  .refine((b) => b.costEntries.length + b.customCostEntries.length > 0, { message: 'at least one entry', path: ['costEntries'] })
  .refine((b) => b.singleInvoice || b.paymentStatus === PaymentStatus.Open, {
    message: 'only a single invoice can be paid or cancelled at once',
    path: ['paymentStatus'],
  });
export type AddByCostsInput = z.infer<typeof AddByCostsInput>;

export const AddByCostsResult = z.object({ positionIds: z.array(Uuid), invoiceId: Uuid.nullable() });

export const LocationParams = z.object({ locationId: Uuid });
export const DepartmentParams = z.object({ departmentId: Uuid });

// Spec section 9: invoice positions createdDate desc.
const invoicePositionOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    invoiceId: { type: 'uuid' },
    forAttendeeId: { type: 'uuid' },
    attendeeFullName: { type: 'string' },
    description: { type: 'string' },
    note: { type: 'string' },
    centCost: { type: 'number' },
    date: { type: 'date' },
    canceled: { type: 'boolean' },
    invoicePaymentStatus: { type: 'number' },
    invoiceNumberString: { type: 'string' },
    sourceCostId: { type: 'uuid' },
    sourceAppointmentId: { type: 'uuid' },
    sourceMembershipTypeId: { type: 'uuid' },
    locationId: { type: 'uuid' },
    departmentId: { type: 'uuid' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

const list = <P extends z.ZodType>(path: string, summary: string, params?: P) =>
  route({
    method: 'GET',
    path,
    service: 'billing',
    access: items,
    permission: 'invoicePositionsView',
    summary,
    params,
    odata: invoicePositionOData,
    response: odataList(InvoicePosition),
  });

export const billingInvoicePositionContracts = {
  listInvoicePositions: list(
    '/odata/invoicePositions',
    'Invoice positions as an OData list (filter by invoiceId, forAttendeeId, invoicePaymentStatus)',
  ),
  listInvoicePositionsInLocation: list(
    '/odata/invoicePositions/GetInLocation/:locationId',
    'Invoice positions given in a location',
    LocationParams,
  ),
  listInvoicePositionsInDepartment: list(
    '/odata/invoicePositions/GetInDepartment/:departmentId',
    'Invoice positions given in a department',
    DepartmentParams,
  ),
  getInvoicePosition: route({
    method: 'GET',
    path: '/api/invoicePositions/:id',
    service: 'billing',
    access: items,
    permission: 'invoicePositionsView',
    summary: 'One invoice position',
    params: IdParams,
    response: InvoicePosition,
  }),
  createInvoicePosition: route({
    method: 'POST',
    path: '/api/invoicePositions',
    service: 'billing',
    access: items,
    permission: 'invoicePositionsEdit',
    summary: 'Add a position for an attendee: pending until the run, or on an open invoice',
    body: InvoicePositionInput,
    response: Created,
  }),
  addInvoicePositionsByCosts: route({
    method: 'POST',
    path: '/api/invoicePositions/AddByCosts',
    service: 'billing',
    access: items,
    permission: 'invoicePositionsEdit',
    summary: 'Add catalogue and custom costs for an attendee, optionally as a single invoice now',
    body: AddByCostsInput,
    response: AddByCostsResult,
  }),
  updateInvoicePosition: route({
    method: 'PUT',
    path: '/api/invoicePositions/:id',
    service: 'billing',
    access: items,
    permission: 'invoicePositionsEdit',
    summary: 'Edit a position while its invoice is open (invoice_not_open otherwise)',
    params: IdParams,
    body: InvoicePositionUpdate,
    response: InvoicePosition,
  }),
  cancelInvoicePosition: route({
    method: 'POST',
    path: '/api/invoicePositions/Cancel/:id',
    service: 'billing',
    access: items,
    permission: 'invoicePositionsEdit',
    summary: 'Cancel a position (who and when); it leaves the invoice sum',
    params: IdParams,
    response: InvoicePosition,
  }),
  unCancelInvoicePosition: route({
    method: 'POST',
    path: '/api/invoicePositions/UnCancel/:id',
    service: 'billing',
    access: items,
    permission: 'invoicePositionsEdit',
    summary: 'Take back the cancellation of a position; it counts again',
    params: IdParams,
    response: InvoicePosition,
  }),
} as const;
