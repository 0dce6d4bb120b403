import { z } from 'zod';

/**
 * Real-time notices (core NATS, not JetStream): `notify.<companyId>.<method>`. Every gateway
 * replica relays them to its WebSocket clients in the group the notice names: the company's, or
 * one appointment's chat. A notice only says what to reload; the data comes from the API.
 */
export const HubMethod = {
  UpdatePushMessages: 'UpdatePushMessages',
  NewAppointmentMessage: 'NewAppointmentMessage',
  UpdateAppointmentSeats: 'UpdateAppointmentSeats',
  InvoiceRunProgress: 'InvoiceRunProgress',
  ExcelProgress: 'ExcelProgress',
} as const;
export type HubMethod = keyof typeof HubMethod;

export const UpdatePushMessagesNotice = z.object({ accountIds: z.array(z.uuid()) });
export const NewAppointmentMessageNotice = z.object({ appointmentId: z.uuid(), messageId: z.uuid() });
/** Bookings of these appointments changed (booked, cancelled, promoted): seat counts and lists reload. */
export const UpdateAppointmentSeatsNotice = z.object({ appointmentIds: z.array(z.uuid()).min(1).max(500) });

/** An invoice run's progress: attendees done of the total; `finished` once the run is over. */
export const InvoiceRunProgressNotice = z.object({
  runId: z.uuid(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  finished: z.boolean(),
});

/**
 * An Excel import's or export's progress (decision 0055): rows read and checked of the total, and
 * the state once the owner answered. The file lists reload; the stored file holds the truth.
 */
export const ExcelProgressNotice = z.object({
  filePath: z.string(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  state: z.enum(['Loading', 'Success', 'Failure']),
});

/** The hub groups: a company's signed-in clients, and the clients that opened one appointment's chat. */
export const hubGroup = {
  company: (companyId: string) => `company:${companyId.toLowerCase()}`,
  appointmentChat: (companyId: string, appointmentId: string) => `chat:${companyId.toLowerCase()}:${appointmentId.toLowerCase()}`,
};

/** How a notice travels: its schema, the group it goes to and the arguments clients receive. */
export interface HubNoticeDef<T extends z.ZodType = z.ZodType> {
  schema: T;
  // Method syntax on purpose: one table holds every notice's def (parameters compare bivariantly).
  group(companyId: string, notice: z.infer<T>): string;
  args(notice: z.infer<T>): unknown[];
}
const notice = <T extends z.ZodType>(def: HubNoticeDef<T>): HubNoticeDef<T> => def;

export const HUB_NOTICES: Record<HubMethod, HubNoticeDef> = {
  UpdatePushMessages: notice({
    schema: UpdatePushMessagesNotice,
    group: (companyId) => hubGroup.company(companyId),
    args: (n) => [n.accountIds],
  }),
  NewAppointmentMessage: notice({
    schema: NewAppointmentMessageNotice,
    group: (companyId, n) => hubGroup.appointmentChat(companyId, n.appointmentId),
    args: (n) => [n.appointmentId, n.messageId],
  }),
  UpdateAppointmentSeats: notice({
    schema: UpdateAppointmentSeatsNotice,
    group: (companyId) => hubGroup.company(companyId),
    args: (n) => [n.appointmentIds],
  }),
  InvoiceRunProgress: notice({
    schema: InvoiceRunProgressNotice,
    group: (companyId) => hubGroup.company(companyId),
    args: (n) => [n.runId, n.done, n.total, n.finished],
  }),
  ExcelProgress: notice({
    schema: ExcelProgressNotice,
    group: (companyId) => hubGroup.company(companyId),
    args: (n) => [n.filePath, n.done, n.total, n.state],
  }),
};

export function notifySubject(companyId: string, method: HubMethod): string {
  return `notify.${companyId}.${method}`;
}
