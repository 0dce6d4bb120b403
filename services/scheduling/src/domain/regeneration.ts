/** Where and how long an appointment of a date-time takes place. */
export interface Slot {
  timeFrom: string;
  timeTill: string;
  roomId: string | null;
  maxAttendees: number;
}

export interface ExistingAppointment extends Slot {
  id: string;
  /** yyyy-mm-dd */
  date: string;
  bookedCount: number;
  isCancelled: boolean;
}

export type KeptReason = 'dropped' | 'moved' | 'capacity';

export interface RegenerationInput {
  /** The date-time's dates after the change (ascending yyyy-mm-dd). */
  planned: readonly string[];
  /** The date-time's slot after the change. */
  slot: Slot;
  existing: readonly ExistingAppointment[];
  /** The company's local date: what lies before it is history and stays. */
  today: string;
  /** doNotChangeExistingAppointments: only missing dates are added. */
  keepExisting: boolean;
}

export interface RegenerationPlan {
  create: string[];
  /** Appointments that take the new slot. */
  update: string[];
  delete: string[];
  /** Booked appointments left as they are although the change would move, shrink or drop them. */
  kept: { id: string; reason: KeptReason }[];
}

const moved = (a: Slot, b: Slot) => a.timeFrom !== b.timeFrom || a.timeTill !== b.timeTill || a.roomId !== b.roomId;

/** What happens to an appointment on a date the date-time still has. */
function onPlannedDate(a: ExistingAppointment, slot: Slot, keepExisting: boolean): 'update' | KeptReason | undefined {
  if (keepExisting || a.isCancelled) return undefined;
  const isMoved = moved(a, slot);
  if (!isMoved && a.maxAttendees === slot.maxAttendees) return undefined;
  if (a.bookedCount === 0) return 'update';
  if (isMoved) return 'moved';
  // Only the capacity changes: booked places stay valid as long as they still fit.
  return slot.maxAttendees >= a.bookedCount ? 'update' : 'capacity';
}

/**
 * Decides what happens to each appointment of a date-time after the date-time changed. Dates
 * before today are never touched. From today on: new dates get appointments; appointments on
 * dropped dates are deleted unless they have bookings; appointments on kept dates take the new
 * times, room and capacity unless they have bookings that the change would move or no longer
 * fit. With keepExisting nothing that exists changes. Bookings are never silently moved or lost:
 * what is left for that reason is listed in `kept`.
 */
export function planRegeneration({ planned, slot, existing, today, keepExisting }: RegenerationInput): RegenerationPlan {
  const plan: RegenerationPlan = { create: [], update: [], delete: [], kept: [] };
  const future = existing.filter((a) => a.date >= today);
  const existingDates = new Set(existing.map((a) => a.date));
  const plannedDates = new Set(planned);
  plan.create = planned.filter((date) => date >= today && !existingDates.has(date));
  for (const a of future) {
    if (plannedDates.has(a.date)) {
      const outcome = onPlannedDate(a, slot, keepExisting);
      if (outcome === 'update') plan.update.push(a.id);
      else if (outcome) plan.kept.push({ id: a.id, reason: outcome });
    } else if (!keepExisting) {
      if (a.bookedCount > 0) plan.kept.push({ id: a.id, reason: 'dropped' });
      else plan.delete.push(a.id);
    }
  }
  return plan;
}
