import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import type { bookingQrCodeContracts } from '@takt/proto/http/booking/qr-codes';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';
import dayjs from 'dayjs';
import { useLocale } from '../../../i18n/locale.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { useDeleteQrCode, useQrCodes, type QrFilter, type QrOwner } from '../api/qr-codes.api.ts';
import { emptyQrCode, QrCodeFormDialog, type QrValues } from '../forms/qr-code-form-dialog.tsx';
import { printQrCode, QrImage } from './qr-image.tsx';

type Code = ResponseOf<typeof bookingQrCodeContracts.getQrCode>;

/** The link a phone opens: the app's own origin in front of the code's path. */
export const linkOf = (code: Code) => `${window.location.origin}${code.qrCodeUrl}`;

const FILTERS: Record<string, QrFilter> = {
  '': {},
  active: { active: true },
  valid: { active: true, valid: true },
  inactive: { active: false },
};

const valuesOf = (c: Code): QrValues => ({
  name: c.name,
  active: c.active,
  validFrom: c.validFrom,
  validTill: c.validTill,
  address: c.address ?? '',
  lat: c.lat,
  lng: c.lng,
  locationId: c.locationId,
  courseId: c.courseId,
  checkGps: c.checkGps,
  saveGpsByCheck: c.saveGpsByCheck,
  securityPhrase: c.securityPhrase ?? '',
});

function ShowDialog({ code, onClose }: { code: Code | null; onClose(): void }) {
  const intl = useIntl();
  if (!code) return null;
  const caption = intl.formatMessage({ id: 'qrCodes.printHint' });
  return (
    <Dialog open onClose={onClose} aria-labelledby="qr-show-title">
      <DialogTitle id="qr-show-title">{code.name}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <QrImage text={linkOf(code)} alt={intl.formatMessage({ id: 'qrCodes.imageAlt' }, { name: code.name })} testId="qr-code-image" />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="qr-code-link">
          {linkOf(code)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void printQrCode(linkOf(code), code.name, caption)}>
          <FormattedMessage id="qrCodes.print" />
        </Button>
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The QR codes of a location or course: filter, create, edit, show and print, delete. */
export function QrCodesTab({ owner, canEdit }: { owner: QrOwner; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatDate = (d: string) => dayjs(d).format(DATE_FORMAT[locale]);
  const [filter, setFilter] = useState('');
  const codes = useQrCodes(owner, FILTERS[filter] ?? {});
  const remove = useDeleteQrCode();
  const confirmedRemove = useConfirmedRemove();
  const [editing, setEditing] = useState<{ id?: string; initial: QrValues } | null>(null);
  const [shown, setShown] = useState<Code | null>(null);

  const columns: RowsColumn<Code>[] = [
    { header: 'qrCodes.name', cell: (c) => c.name },
    {
      header: 'qrCodes.validity',
      cell: (c) =>
        c.validFrom || c.validTill
          ? intl.formatMessage(
              { id: 'qrCodes.validRange' },
              { from: c.validFrom ? formatDate(c.validFrom) : '…', till: c.validTill ? formatDate(c.validTill) : '…' },
            )
          : intl.formatMessage({ id: 'qrCodes.always' }),
    },
    {
      header: 'qrCodes.checks',
      cell: (c) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={c.active ? 'success' : 'default'}
            label={intl.formatMessage({ id: c.active ? 'qrCodes.isActive' : 'qrCodes.isInactive' })}
          />
          {c.checkGps && <Chip size="small" label={intl.formatMessage({ id: 'qrCodes.gps' })} />}
          {c.securityPhrase && <Chip size="small" label={intl.formatMessage({ id: 'qrCodes.phrase' })} />}
        </Box>
      ),
    },
  ];
  const onRemove = (c: Code) =>
    confirmedRemove(
      { title: 'qrCodes.deleteTitle', text: 'qrCodes.deleteText', values: { name: c.name } },
      () => remove.mutateAsync(c.id),
      'qrCodes.deleted',
    );
  const iconButton = (label: string, c: Code, icon: ReactNode, onClick: () => void) => {
    const text = intl.formatMessage({ id: label }, { name: c.name });
    return (
      <Tooltip title={text}>
        <IconButton aria-label={text} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <SelectFilter
          label="qrCodes.filter"
          all="qrCodes.filter.all"
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'active', label: 'qrCodes.filter.active', i18n: true },
            { value: 'valid', label: 'qrCodes.filter.valid', i18n: true },
            { value: 'inactive', label: 'qrCodes.filter.inactive', i18n: true },
          ]}
        />
      </Box>
      <RowsTab
        query={codes}
        columns={columns}
        empty="qrCodes.none"
        testId="qr-codes"
        add={canEdit ? { label: 'qrCodes.create', onClick: () => setEditing({ initial: emptyQrCode(owner) }) } : undefined}
        action={(c) => (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            {iconButton('qrCodes.show', c, <QrCodeIcon />, () => setShown(c))}
            {canEdit && iconButton('qrCodes.editOne', c, <EditIcon />, () => setEditing({ id: c.id, initial: valuesOf(c) }))}
            {canEdit && <RemoveRowButton label="qrCodes.deleteOne" values={{ name: c.name }} onClick={() => void onRemove(c)} />}
          </Box>
        )}
      />
      {editing && (
        <QrCodeFormDialog key={editing.id ?? 'new'} id={editing.id} initial={editing.initial} open onClose={() => setEditing(null)} />
      )}
      <ShowDialog code={shown} onClose={() => setShown(null)} />
    </Box>
  );
}
