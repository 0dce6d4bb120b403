import type { Course } from '@takt/proto/http/scheduling/courses';
import type { CourseValues } from '../api/courses.api.ts';

/** A stored course as the values of its form (and of a PUT that changes one part of it). */
export const courseValuesOf = (c: Course): CourseValues => ({
  name: c.name,
  description: c.description ?? '',
  color: c.color,
  type: c.type as 0 | 1 | 2,
  maxAttendees: c.maxAttendees,
  minAttendees: c.minAttendees,
  bookableAsSeries: c.bookableAsSeries,
  locationId: c.locationId,
  centCost: c.centCost,
  active: c.active,
  nr: c.nr ?? '',
  responsibleId: c.responsibleId,
  requiresApproval: c.requiresApproval,
  tariffId: c.tariffId,
});
