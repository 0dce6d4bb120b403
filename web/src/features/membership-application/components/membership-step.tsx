import { Checkbox, FormControlLabel, FormGroup, FormHelperText, Stack, Typography } from '@mui/material';
import type { MembershipType } from '@takt/proto/http/membership/catalogue';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { decodeMessage } from '../../../ui/form/validation-messages.ts';
import { useFormats } from '../../invoices/components/money.ts';
import type { ApplicationControl } from './application-form.ts';

/** Step 1: the membership types (with price, age range and documents to bring), the member status and the start. */
export function MembershipStep(props: { control: ApplicationControl; types: MembershipType[]; statuses: { id: string; name: string }[] }) {
  const intl = useIntl();
  const { money } = useFormats();
  return (
    <Stack spacing={2}>
      <Controller
        control={props.control}
        name="membershipTypeIds"
        render={({ field, fieldState }) => {
          const chosen = (field.value ?? []) as string[];
          const msg = fieldState.error ? decodeMessage(fieldState.error.message ?? fieldState.error.root?.message) : undefined;
          return (
            <FormGroup role="group" aria-label={intl.formatMessage({ id: 'application.types' })}>
              {props.types.map((t) => (
                <FormControlLabel
                  key={t.id}
                  sx={{ alignItems: 'flex-start', mb: 1 }}
                  control={
                    <Checkbox
                      checked={chosen.includes(t.id)}
                      onChange={(e) => field.onChange(e.target.checked ? [...chosen, t.id] : chosen.filter((id) => id !== t.id))}
                    />
                  }
                  label={
                    <span>
                      <Typography component="span" sx={{ fontWeight: 600, display: 'block', pt: 1 }}>
                        {t.name} · {money(t.cost)} <FormattedMessage id={t.type === 3 ? 'application.perYear' : 'application.perMonth'} />
                      </Typography>
                      {t.info && (
                        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                          {t.info}
                        </Typography>
                      )}
                      {(t.minAge != null || t.maxAge != null) && (
                        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                          <FormattedMessage id="application.ageRange" values={{ min: t.minAge ?? 0, max: t.maxAge ?? '∞' }} />
                        </Typography>
                      )}
                      {t.requiredDocuments && (
                        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                          <FormattedMessage id="application.requiredDocuments" values={{ documents: t.requiredDocuments }} />
                        </Typography>
                      )}
                    </span>
                  }
                />
              ))}
              {msg && (
                <FormHelperText error>
                  <FormattedMessage id={msg.id} values={msg.values} />
                </FormHelperText>
              )}
            </FormGroup>
          );
        }}
      />
      {props.statuses.length > 0 && (
        <FormSelect
          control={props.control}
          name="memberStatusId"
          label="application.memberStatus"
          allowEmpty
          options={props.statuses.map((s) => ({ value: s.id, label: s.name, raw: true }))}
        />
      )}
      <FormDateField control={props.control} name="fromDate" label="application.fromDate" />
    </Stack>
  );
}
