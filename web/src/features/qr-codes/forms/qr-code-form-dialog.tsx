import { Box, Button } from '@mui/material';
import { QrCodeInput } from '@takt/proto/http/booking/qr-codes';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { coordinatesOf, useSaveQrCode, type QrOwner } from '../api/qr-codes.api.ts';

export type QrValues = z.input<typeof QrCodeInput>;

export const emptyQrCode = (owner: QrOwner): QrValues => ({
  name: '',
  active: true,
  validFrom: null,
  validTill: null,
  address: '',
  lat: null,
  lng: null,
  checkGps: false,
  saveGpsByCheck: false,
  securityPhrase: '',
  ...owner,
});

/** Create or edit a location or course code: validity, position (looked up from the address when a geocoder is set) and phrase. */
export function QrCodeFormDialog(props: { id?: string; initial: QrValues; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const save = useSaveQrCode();
  const { form, guard, close, submit, error } = useDialogForm(QrCodeInput, props.initial, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: () => notify({ id: props.id ? 'qrCodes.updated' : 'qrCodes.created' }),
  });
  const { control } = form;
  const lookUp = async () => {
    const address = form.getValues('address')?.trim() ?? '';
    if (address.length < 3) return;
    try {
      const { lat, lng } = await coordinatesOf(address);
      form.setValue('lat', lat, { shouldDirty: true });
      form.setValue('lng', lng, { shouldDirty: true });
    } catch (err) {
      const id = errorMessageId(err);
      notify({ id: id === 'error.request_failed' ? 'qrCodes.geocoderFailed' : id, severity: 'warning' });
    }
  };
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'qrCodes.edit' : 'qrCodes.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={control} name="name" label="qrCodes.name" autoFocus />
        <FormCheckbox control={control} name="active" label="qrCodes.active" variant="switch" />
        <FormDateField control={control} name="validFrom" label="qrCodes.validFrom" />
        <FormDateField control={control} name="validTill" label="qrCodes.validTill" />
        <FormTextField control={control} name="address" label="qrCodes.address" />
        <Box>
          <Button size="small" onClick={() => void lookUp()}>
            <FormattedMessage id="qrCodes.findPosition" />
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <FormTextField control={control} name="lat" label="qrCodes.lat" type="number" slotProps={{ htmlInput: { step: 'any' } }} />
          <FormTextField control={control} name="lng" label="qrCodes.lng" type="number" slotProps={{ htmlInput: { step: 'any' } }} />
        </Box>
        <FormCheckbox control={control} name="checkGps" label="qrCodes.checkGps" help="qrCodes.checkGpsHelp" />
        <FormCheckbox control={control} name="saveGpsByCheck" label="qrCodes.saveGpsByCheck" />
        <FormTextField control={control} name="securityPhrase" label="qrCodes.securityPhrase" />
      </FormDialog>
    </>
  );
}
