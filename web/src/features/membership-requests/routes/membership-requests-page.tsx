import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { membershipRequestContracts as routes } from '@takt/proto/http/membership/requests';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDecideMembershipRequests } from '../api/membership-requests.api.ts';

type Row = ResponseOf<typeof routes.listMembershipRequests>['value'][number];

const STATUS_COLOR = { 0: 'primary', 1: 'success', 2: 'default' } as const;

function StatusChip({ status }: { status: number }) {
  const intl = useIntl();
  const color = STATUS_COLOR[status as 0 | 1 | 2] ?? 'default';
  return <Chip size="small" color={color} label={intl.formatMessage({ id: `membershipRequests.status.${status}` })} />;
}

function useColumns(): ODataColumn<Row>[] {
  const { locale } = useLocale();
  const date = (d?: string) => (d ? dayjs(d).format(DATE_FORMAT[locale]) : '');
  return [
    {
      field: 'createdDate',
      header: 'membershipRequests.createdDate',
      width: 120,
      filterable: false,
      valueFormatter: (v: string) => date(v),
    },
    { field: 'memberFullName', header: 'membershipRequests.member', flex: 1, minWidth: 150 },
    { field: 'memberNumber', header: 'membershipRequests.memberNumber', width: 120, sortable: false, filterable: false },
    {
      field: 'type',
      header: 'membershipRequests.type',
      flex: 2,
      minWidth: 180,
      filterable: false,
      renderCell: (p) => <FormattedMessage id={`membershipRequests.type.${p.row.type}`} />,
    },
    { field: 'endDate', header: 'membershipRequests.endDate', width: 120, filterable: false, valueFormatter: (v: string) => date(v) },
    { field: 'reason', header: 'membershipRequests.reason', flex: 1, minWidth: 140 },
    {
      field: 'status',
      header: 'membershipRequests.status',
      width: 130,
      type: 'number',
      renderCell: (p) => <StatusChip status={p.row.status} />,
    },
  ];
}

/** /membership-requests: requests by state, newest first; tick rows to mark them done or rejected together. */
export function MembershipRequestsPage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const decide = useDecideMembershipRequests();
  const columns = useColumns();
  const [status, setStatus] = useState('0');
  const [selected, setSelected] = useState<string[]>([]);
  const canDecide = Boolean(me && (me.isAdmin || me.permissions.includes('attendeesEdit')));

  const onDecide = async (next: 1 | 2) => {
    const ok = await confirm({
      title: `membershipRequests.decideTitle.${next}`,
      text: 'membershipRequests.decideText',
      values: { count: String(selected.length) },
      confirm: `membershipRequests.decide.${next}`,
    });
    if (!ok) return;
    try {
      const { updated } = await decide.mutateAsync({ ids: selected, status: next });
      notify({ id: `membershipRequests.decided.${next}`, values: { count: updated } });
      setSelected([]);
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <ODataGrid
      gridId="membership-requests"
      label="title.membershipRequests"
      contract={routes.listMembershipRequests}
      resource="membership-requests"
      columns={columns}
      searchFields={['memberFullName', 'reason']}
      filters={status === '' ? [] : [{ field: 'status', op: 'eq', value: Number(status) }]}
      selection={canDecide ? { ids: selected, onChange: setSelected } : undefined}
      actions={
        <>
          <SelectFilter
            label="membershipRequests.status"
            all="membershipRequests.status.all"
            value={status}
            onChange={(value) => {
              setStatus(value);
              setSelected([]);
            }}
            options={['0', '1', '2'].map((value) => ({ value, label: `membershipRequests.status.${value}`, i18n: true }))}
            width={160}
          />
          {canDecide && (
            <>
              <Button variant="contained" color="success" disabled={!selected.length || decide.isPending} onClick={() => void onDecide(1)}>
                <FormattedMessage id="membershipRequests.markDone" values={{ count: selected.length }} />
              </Button>
              <Button variant="outlined" color="error" disabled={!selected.length || decide.isPending} onClick={() => void onDecide(2)}>
                <FormattedMessage id="membershipRequests.reject" values={{ count: selected.length }} />
              </Button>
            </>
          )}
        </>
      }
    />
  );
}
