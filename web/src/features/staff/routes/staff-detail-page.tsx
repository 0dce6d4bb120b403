import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { User } from '@takt/proto/http/identity/users';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { historyTabs } from '../../event-log/components/history-tab.tsx';
import { DetailPage, type DetailTab } from '../../../ui/detail/detail-page.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { STAFF_KINDS, type StaffKind } from '../api/staff-kinds.ts';
import { useDeleteStaffMember, useSaveStaffMember, useStaffMember } from '../api/staff.api.ts';
import { AccountActions } from '../components/account-actions.tsx';
import { AuthoritiesForm } from '../components/authorities-form.tsx';
import { PermissionsEditor } from '../components/permissions-editor.tsx';
import { StaffFormDialog, valuesOf } from '../forms/staff-form-dialog.tsx';
import { AvailabilitiesTab } from '../../trainers/components/availabilities-tab.tsx';
import { SkillsTab } from '../../trainers/components/skills-tab.tsx';

function DataTab({ user }: { user: User }) {
  const intl = useIntl();
  const yesNo = (v: boolean) => intl.formatMessage({ id: v ? 'common.yes' : 'common.no' });
  const rows: [string, string][] = [
    ['user.userName', user.userName],
    ['user.email', user.email],
    ['user.phone', user.phone ?? ''],
    ['staff.address', [user.street, [user.zip, user.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')],
    ['staff.birthday', user.birthday ? intl.formatDate(user.birthday) : ''],
    ['staff.fromDate', user.fromDate ? intl.formatDate(user.fromDate) : ''],
    ['staff.tillDate', user.tillDate ? intl.formatDate(user.tillDate) : ''],
    ['staff.roleLabel', intl.formatMessage({ id: `staff.role.${user.role}` })],
    ['staff.activeLabel', yesNo(!user.inactiveOrExpired)],
    ['staff.lastLogin', user.lastLoginDate ? intl.formatDate(user.lastLoginDate, { dateStyle: 'medium', timeStyle: 'short' }) : ''],
  ];
  return <FieldTable rows={rows} />;
}

/** /employees/{id} and /trainers/{id}: header with the account's actions, tabs for data, access and history. */
function StaffDetailPage({ kind }: { kind: StaffKind }) {
  const k = STAFF_KINDS[kind];
  const params = useParams();
  const id = params.employeeId ?? params.trainerId ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const user = useStaffMember(kind, id);
  const remove = useDeleteStaffMember(kind);
  const save = useSaveStaffMember(kind);
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const management = Boolean(me && (me.isAdmin || me.isManager));
  const u = user.data;
  const self = me?.account.id === id;

  const onDelete = async () => {
    if (
      !u ||
      !(await confirm({ title: `staff.${kind}.deleteTitle`, text: 'staff.deleteText', values: { name: u.fullName }, danger: true }))
    )
      return;
    try {
      await remove.mutateAsync(id);
      notify({ id: `staff.${kind}.deleted` });
      navigate(k.base, { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  // Deactivating ends the user's sessions and frees the licence; activating needs a free one.
  const onToggleActive = async () => {
    if (!u) return;
    const text = u.active ? 'staff.deactivateText' : 'staff.activateText';
    if (!(await confirm({ title: u.active ? 'staff.deactivate' : 'staff.activate', text, values: { name: u.fullName } }))) return;
    try {
      await save.mutateAsync({ id, body: { ...valuesOf(u), password: undefined, active: !u.active } });
      notify({ id: u.active ? 'staff.deactivated' : 'staff.activated', values: { name: u.fullName } });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  const tabs: DetailTab[] = u
    ? [
        { id: 'data', label: 'staff.tab.data', content: <DataTab user={u} /> },
        ...(management
          ? [
              {
                id: 'access',
                label: 'staff.tab.access',
                content: (
                  <Stack spacing={3}>
                    <AuthoritiesForm key={user.dataUpdatedAt} user={u} />
                    <PermissionsEditor kind={kind} userId={u.id} />
                  </Stack>
                ),
              },
            ]
          : []),
        {
          id: 'availabilities',
          label: 'trainers.tab.availabilities',
          content: <AvailabilitiesTab trainerId={u.id} canEdit={may('trainersEdit')} />,
        },
        {
          id: 'skills',
          label: 'trainers.tab.skills',
          content: <SkillsTab kind="SkillTrainer" parentId={u.id} canEdit={may('trainersEdit')} />,
        },
        ...historyTabs(me, 'User', u.id),
      ]
    : [];

  return (
    <>
      <DetailPage
        back={{ to: k.base, label: `title.${k.resource}` }}
        title={u?.fullName}
        subtitle={u && <FormattedMessage id={`staff.role.${u.role}`} />}
        loading={user.isLoading}
        error={user.isError}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {may(`${k.flag}Edit`) && (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                <FormattedMessage id="common.edit" />
              </Button>
            )}
            {may(`${k.flag}Edit`) && !self && u && (
              <Button variant="outlined" onClick={() => void onToggleActive()}>
                <FormattedMessage id={u.active ? 'staff.deactivate' : 'staff.activate'} />
              </Button>
            )}
            {u && <AccountActions user={u} />}
            {may(`${k.flag}CreateDelete`) && !self && (
              <Button variant="outlined" color="error" onClick={() => void onDelete()}>
                <FormattedMessage id="common.delete" />
              </Button>
            )}
          </Stack>
        }
        tabs={tabs}
      />
      {u && (
        <StaffFormDialog
          key={user.dataUpdatedAt}
          kind={kind}
          id={u.id}
          initial={valuesOf(u)}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

export const EmployeePage = () => <StaffDetailPage kind="employee" />;
export const TrainerPage = () => <StaffDetailPage kind="trainer" />;
