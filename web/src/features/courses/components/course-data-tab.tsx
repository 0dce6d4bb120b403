import type { Course } from '@takt/proto/http/scheduling/courses';
import { useIntl } from 'react-intl';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { OwnerDepartments } from '../../departments/components/owner-departments.tsx';
import { CourseLogo } from './course-logo.tsx';

/** A course's fields as label and value rows. */
export function CourseDataTab({ course: c, version, canEdit }: { course: Course; version: number; canEdit: boolean }) {
  const intl = useIntl();
  const yesNo = (v: boolean) => intl.formatMessage({ id: v ? 'common.yes' : 'common.no' });
  const rows: [string, string][] = [
    ['courses.typeLabel', intl.formatMessage({ id: `courses.type.${c.type}` })],
    ['courses.color', c.color],
    ['courses.location', c.locationName ?? ''],
    ['courses.responsible', c.responsibleFullName ?? ''],
    ['courses.maxAttendees', String(c.maxAttendees)],
    ['courses.minAttendees', c.minAttendees === null ? '' : String(c.minAttendees)],
    ['courses.centCost', intl.formatNumber(c.centCost / 100, { style: 'currency', currency: 'EUR' })],
    ['courses.nr', c.nr ?? ''],
    ['courses.description', c.description ?? ''],
    ['courses.bookableAsSeries', yesNo(c.bookableAsSeries)],
    ['courses.requiresApproval', yesNo(c.requiresApproval)],
    ['courses.active', yesNo(c.active)],
  ];
  return (
    <>
      <FieldTable rows={rows} />
      <OwnerDepartments owner="courseId" ownerId={c.id} canEdit={canEdit} />
      <CourseLogo courseId={c.id} hasLogo={c.hasLogo} version={version} canEdit={canEdit} />
    </>
  );
}
