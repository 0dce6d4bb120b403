import { useState } from 'react';
import { Button, FormControlLabel, Switch } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { schedulingCourseContracts as routes } from '@takt/proto/http/scheduling/courses';
import { canOpenScreen } from '@takt/proto/screens';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { ColourSwatch } from '../components/colour-swatch.tsx';
import { CourseFormDialog } from '../forms/course-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listCourses>['value'][number];

/** /courses: the company's courses (unique events on request), narrowed by location and type on the server. */
export function CoursesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const me = useMe().data;
  const [locationId, setLocationId] = useState('');
  const [withEvents, setWithEvents] = useState(false);
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes('coursesCreateDelete')));
  // Members see the list; the detail page is for staff (spec section 2).
  const staff = Boolean(me && canOpenScreen(me.roles, '/courses/:courseId'));
  const columns: ODataColumn<Row>[] = [
    { field: 'name', header: 'courses.name', flex: 2, minWidth: 160 },
    {
      field: 'type',
      header: 'courses.typeLabel',
      type: 'number',
      width: 140,
      renderCell: (p) => intl.formatMessage({ id: `courses.type.${p.value as number}` }),
    },
    { field: 'color', header: 'courses.color', width: 90, sortable: false, renderCell: (p) => <ColourSwatch color={String(p.value)} /> },
    { field: 'locationName', header: 'courses.location', flex: 2, minWidth: 140, sortable: false, filterable: false },
    { field: 'active', header: 'courses.active', type: 'boolean', width: 100 },
    { field: 'maxAttendees', header: 'courses.maxAttendees', type: 'number', width: 130 },
  ];
  return (
    <>
      <ODataGrid
        gridId="courses"
        label="title.courses"
        contract={routes.listCourses}
        resource="courses"
        columns={columns}
        searchFields={['name', 'nr']}
        filters={locationId ? [{ field: 'locationId', op: 'eq', value: locationId }] : []}
        extraQuery={withEvents ? { includeUniqueEvents: 'true' } : undefined}
        onRowClick={staff ? (row) => navigate(`/courses/${row.id}`) : undefined}
        actions={
          <>
            <FormControlLabel
              control={<Switch checked={withEvents} onChange={(e) => setWithEvents(e.target.checked)} />}
              label={intl.formatMessage({ id: 'courses.withUniqueEvents' })}
            />
            <LocationFilter value={locationId} onChange={setLocationId} />
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                <FormattedMessage id="courses.create" />
              </Button>
            )}
          </>
        }
      />
      {canCreate && (
        <CourseFormDialog
          key={String(creating)}
          initial={undefined}
          open={creating}
          onClose={() => setCreating(false)}
          onSaved={(id) => navigate(`/courses/${id}`)}
        />
      )}
    </>
  );
}
