import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { historyTabs } from '../../event-log/components/history-tab.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { ResponsiblesTab } from '../../organisation/components/responsibles-tab.tsx';
import { checkLocationInUse, useDeleteLocation, useLocation, useSaveLocationResponsibles } from '../api/locations.api.ts';
import { LocationStaffTab } from '../components/location-staff-tab.tsx';
import { LocationFormDialog } from '../forms/location-form-dialog.tsx';
import { OpeningHoursTab } from '../forms/opening-hours-form.tsx';
import { QrCodesTab } from '../../qr-codes/components/qr-codes-tab.tsx';
import { RegistrationQrTab } from '../../attendee-registration/components/registration-qr-tab.tsx';

type Location = NonNullable<ReturnType<typeof useLocation>['data']>;

function DataTab({ location }: { location: Location }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    ['location.address', location.fullAddress],
    ['location.email', location.email ?? ''],
    ['location.phone', location.phone ?? ''],
    ['location.active', intl.formatMessage({ id: location.active ? 'common.yes' : 'common.no' })],
    ['location.responsibles', location.responsibleFullNames.join(', ')],
    ['location.departments', location.departmentNames.join(', ')],
  ];
  return <FieldTable rows={rows} />;
}

/** /locations/{id}: header with edit and delete; tabs for the data, responsibles, staff, opening hours, QR codes, the registration QR code and history. */
export function LocationDetailPage() {
  const { locationId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const location = useLocation(locationId);
  const remove = useDeleteLocation();
  const saveResponsibles = useSaveLocationResponsibles(locationId);
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const l = location.data;

  const onDelete = async () => {
    // The server deletes a location with its links; the user sees what goes with it first.
    const use = await checkLocationInUse(locationId).catch(() => undefined);
    const ok = await confirm({
      title: 'locations.deleteTitle',
      text: use?.inUse ? 'locations.deleteInUse' : 'locations.deleteText',
      values: { name: l?.name ?? '', employees: use?.locationEmployees ?? 0, responsibles: use?.responsibles ?? 0 },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(locationId);
      notify({ id: 'locations.deleted' });
      navigate('/locations', { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <>
      <DetailPage
        back={{ to: '/locations', label: 'title.locations' }}
        title={l?.name}
        subtitle={l?.fullAddress}
        loading={location.isLoading}
        error={location.isError}
        actions={
          <EditDeleteActions
            canEdit={may('locationsEdit')}
            canDelete={may('locationsCreateDelete')}
            onEdit={() => setEditing(true)}
            onDelete={() => void onDelete()}
          />
        }
        tabs={
          l
            ? [
                { id: 'data', label: 'locations.tab.data', content: <DataTab location={l} /> },
                {
                  id: 'responsibles',
                  label: 'org.tab.responsibles',
                  content: (
                    <ResponsiblesTab
                      ids={l.responsibleIds}
                      names={l.responsibleFullNames}
                      canEdit={may('locationsEdit')}
                      save={(ids) => saveResponsibles.mutateAsync(ids)}
                    />
                  ),
                },
                { id: 'staff', label: 'org.tab.staff', content: <LocationStaffTab locationId={l.id} canEdit={may('locationsEdit')} /> },
                { id: 'opening-hours', label: 'locations.tab.openingHours', content: <OpeningHoursTab locationId={l.id} /> },
                {
                  id: 'qr-codes',
                  label: 'qrCodes.tab',
                  content: <QrCodesTab owner={{ locationId: l.id }} canEdit={may('locationsEdit')} />,
                },
                { id: 'registration', label: 'registration.tab', content: <RegistrationQrTab locationId={l.id} locationName={l.name} /> },
                ...historyTabs(me, 'Location', l.id),
              ]
            : []
        }
      />
      {l && (
        <LocationFormDialog
          key={location.dataUpdatedAt}
          id={l.id}
          initial={{
            name: l.name,
            email: l.email ?? '',
            phone: l.phone ?? '',
            street: l.street ?? '',
            nr: l.nr ?? '',
            zip: l.zip ?? '',
            city: l.city ?? '',
            active: l.active,
          }}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
