import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { newsContracts as routes } from '@takt/proto/http/notification/news';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { NewsFormDialog } from '../forms/news-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listNews>['value'][number];

function ActiveChip({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={intl.formatMessage({ id: active ? 'news.isActive' : 'news.isInactive' })}
    />
  );
}

const columns: ODataColumn<Row>[] = [
  { field: 'subject', header: 'news.subject', flex: 2, minWidth: 180 },
  { field: 'fromDate', header: 'news.fromDate', width: 130 },
  { field: 'tillDate', header: 'news.tillDate', width: 130 },
  { field: 'creatorFullName', header: 'news.creator', flex: 1, minWidth: 140 },
  { field: 'active', header: 'news.active', type: 'boolean', width: 110, renderCell: (p) => <ActiveChip active={Boolean(p.value)} /> },
];

/** /news: the company's news, newest fromDate first, searchable on subject and text; a row opens its page. */
export function NewsPage() {
  const navigate = useNavigate();
  const me = useMe().data;
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes('newsCreateDelete')));
  return (
    <>
      <ODataGrid
        gridId="news"
        label="news.title"
        contract={routes.listNews}
        resource="news"
        columns={columns}
        searchFields={['subject', 'text']}
        onRowClick={(row) => navigate(`/news/${row.id}`)}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="news-create">
              <FormattedMessage id="news.create" />
            </Button>
          )
        }
      />
      <NewsFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(id) => navigate(`/news/${id}`)} />
    </>
  );
}
