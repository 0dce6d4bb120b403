import { useEffect, useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { decodeMessage } from './validation-messages.ts';

export interface PickedOption {
  value: string;
  label: string;
}

/** Where a picker searches: the server answers the first matches of what was typed. */
export interface PickerSource {
  /** Query key prefix; the typed text is appended. */
  key: readonly unknown[];
  search(text: string): Promise<PickedOption[]>;
}

/** How long typing must pause before the server is asked (a request per key stroke is waste). */
const DEBOUNCE_MS = 250;

function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

interface PickerProps {
  /** i18n key of the label. */
  label: string;
  source: PickerSource;
  /** The chosen id ('' or null: none). */
  value: string | null;
  /** The chosen id's text when it was not picked here (an existing record, a filter from the URL). */
  valueLabel?: string;
  onChange(value: string, label: string): void;
  onBlur?(): void;
  name?: string;
  error?: string;
  size?: 'small' | 'medium';
  width?: number;
  /** i18n key of the empty field's text, e.g. "all people" for a filter. */
  placeholder?: string;
}

/**
 * The one "find a person" field: type part of a name, the server answers the first matches
 * (never a list of everyone, so it works for a studio with 5,000 members), pick one by mouse or
 * keyboard. Stores the id; shows the name it was picked by.
 */
export function SearchPicker(props: PickerProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedOption | null>(null);
  const query = useDebounced(text);
  const found = useQuery({
    queryKey: [...props.source.key, 'search', query],
    queryFn: () => props.source.search(query),
    placeholderData: keepPreviousData,
  });
  const value = props.value
    ? picked?.value === props.value
      ? picked
      : { value: props.value, label: props.valueLabel ?? found.data?.find((o) => o.value === props.value)?.label ?? '' }
    : null;
  return (
    <Autocomplete
      options={found.data ?? []}
      value={value}
      // The server filtered already; the typed text need not match the label's start.
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.value}
      loading={found.isFetching}
      size={props.size}
      sx={props.width ? { minWidth: props.width } : undefined}
      noOptionsText={intl.formatMessage({ id: 'picker.noMatch' })}
      loadingText={intl.formatMessage({ id: 'picker.searching' })}
      onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
      onChange={(_, option) => {
        setPicked(option);
        setText('');
        props.onChange(option?.value ?? '', option?.label ?? '');
      }}
      onBlur={props.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={intl.formatMessage({ id: props.label })}
          placeholder={props.placeholder && intl.formatMessage({ id: props.placeholder })}
          error={Boolean(props.error)}
          helperText={props.error ?? (props.size === 'small' ? undefined : intl.formatMessage({ id: 'picker.hint' }))}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {found.isFetching && <CircularProgress color="inherit" size={18} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** SearchPicker bound to a form field that holds the id. */
export function FormSearchPicker<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  source: PickerSource;
  valueLabel?: string;
}) {
  const intl = useIntl();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const msg = fieldState.error ? decodeMessage(fieldState.error.message) : undefined;
        return (
          <SearchPicker
            label={props.label}
            source={props.source}
            name={field.name}
            value={(field.value as string | null) ?? null}
            valueLabel={props.valueLabel}
            onChange={(id) => field.onChange(id)}
            onBlur={field.onBlur}
            error={msg && intl.formatMessage({ id: msg.id }, msg.values)}
          />
        );
      }}
    />
  );
}
