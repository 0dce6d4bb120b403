import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** A detail page's data tab: one row per field, the label a text key, an empty value shown as "–". */
export function FieldTable({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: '30%', fontWeight: 600 }}>
              <FormattedMessage id={label} />
            </TableCell>
            <TableCell>{value || '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
