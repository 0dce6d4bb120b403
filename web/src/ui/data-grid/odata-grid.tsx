import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridValidRowModel } from '@mui/x-data-grid';
import { deDE, enUS } from '@mui/x-data-grid/locales';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useMe } from '../../api/me.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useColumnChoice } from './column-choice.ts';
import { PAGE_SIZES, useODataList, type ODataListOptions } from './use-odata-list.ts';

/** A column whose header is an i18n key. */
export type ODataColumn<Row extends GridValidRowModel> = Omit<GridColDef<Row>, 'headerName'> & { header: string };

export interface ODataGridProps<R extends z.ZodType, Row extends GridValidRowModel> extends Omit<ODataListOptions<R>, 'typeOf'> {
  /** Remembers the user's column choice under this name. */
  gridId: string;
  /** i18n key of the grid's label (toolbar title and aria-label). */
  label: string;
  columns: ODataColumn<Row>[];
  onRowClick?(row: Row): void;
  /** Buttons beside the grid's title (e.g. "Create"). */
  actions?: ReactNode;
  /** Rows the user ticks for a bulk action (ids of the rows); without it the grid has no checkboxes. */
  selection?: { ids: readonly string[]; onChange(ids: string[]): void };
}

function Empty() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">
        <FormattedMessage id="grid.empty" />
      </Typography>
    </Stack>
  );
}

/**
 * The one list of the app: MUI's data grid with paging, sorting, column filters and quick
 * search done by the server through the contract's OData endpoint.
 */
export function ODataGrid<R extends z.ZodType, Row extends GridValidRowModel>(props: ODataGridProps<R, Row>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const me = useMe().data;
  const [visibility, setVisibility] = useColumnChoice(props.gridId, me?.account.id);
  const columns = useMemo<GridColDef<Row>[]>(
    () => props.columns.map(({ header, ...c }) => ({ ...c, headerName: intl.formatMessage({ id: header }) }) as GridColDef<Row>),
    [props.columns, intl],
  );
  const typeOf = (field: string) => props.columns.find((c) => c.field === field)?.type;
  const list = useODataList({ ...props, typeOf });
  const gridLocale = (locale === 'de' ? deDE : enUS).components.MuiDataGrid.defaultProps.localeText;
  const { selection } = props;
  const rowIds = (list.rows as Row[]).map((r) => String(r.id));
  // "Select all" may answer an exclude model: the rows of this page that are not excluded.
  const selected = (m: GridRowSelectionModel) => (m.type === 'include' ? [...m.ids].map(String) : rowIds.filter((id) => !m.ids.has(id)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage id={props.label} />
        </Typography>
        {props.actions}
      </Box>
      {list.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={list.retry}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        >
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      <DataGrid<Row>
        aria-label={intl.formatMessage({ id: props.label })}
        rows={list.rows as Row[]}
        columns={columns}
        rowCount={list.total}
        loading={list.loading}
        density="compact"
        autoHeight
        showToolbar
        localeText={gridLocale}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        pageSizeOptions={[...PAGE_SIZES]}
        paginationModel={list.pagination}
        onPaginationModelChange={list.setPagination}
        sortModel={list.sort}
        onSortModelChange={list.setSort}
        filterModel={list.filter}
        onFilterModelChange={list.setFilter}
        filterDebounceMs={300}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={setVisibility}
        disableRowSelectionOnClick
        checkboxSelection={Boolean(selection)}
        keepNonExistentRowsSelected={Boolean(selection)}
        rowSelectionModel={selection ? { type: 'include', ids: new Set(selection.ids) } : undefined}
        onRowSelectionModelChange={selection ? (m) => selection.onChange(selected(m)) : undefined}
        onRowClick={props.onRowClick ? (p) => props.onRowClick!(p.row) : undefined}
        slots={{ noRowsOverlay: Empty, noResultsOverlay: Empty }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: props.onRowClick ? 'pointer' : 'default' } }}
      />
    </Box>
  );
}
