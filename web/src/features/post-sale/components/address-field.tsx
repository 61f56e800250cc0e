import { Autocomplete, TextField } from '@mui/material';
import type { GeoSuggestion } from '@yardsale/core/geocoding';
import { SALE_FORM_MESSAGES } from '@yardsale/core/schemas/sale-form';
import { useTranslation } from 'react-i18next';
import { useAddressSuggestions } from '../hooks/use-address-suggestions';
import { useKnownPosition } from '../hooks/use-known-position';

interface AddressFieldProps {
  value: string;
  error?: string;
  disabled: boolean;
  /** Typing: the text changed and any earlier location no longer applies. */
  onType: (text: string) => void;
  onSelect: (suggestion: GeoSuggestion) => void;
  /** The field lost focus; the screen geocodes typed text that was not picked from the list. */
  onBlur: () => void;
}

/** Free text with suggestions limited to the USA and Canada (the geocoder only knows those). */
export function AddressField({ value, error, disabled, onType, onSelect, onBlur }: AddressFieldProps) {
  const { t } = useTranslation('post');
  const suggestions = useAddressSuggestions(value, useKnownPosition());
  // When lookups fail the seller can still type the whole address; say so instead of an empty list.
  const helperText = error ?? (suggestions.isError ? SALE_FORM_MESSAGES.addressLookupUnavailable : undefined);
  return (
    <Autocomplete<GeoSuggestion, false, false, true>
      freeSolo
      disabled={disabled}
      options={suggestions.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.label}:${option.latitude}:${option.longitude}`)}
      inputValue={value}
      onInputChange={(_event, text, reason) => reason === 'input' && onType(text)}
      onChange={(_event, choice) => choice && typeof choice !== 'string' && onSelect(choice)}
      loading={suggestions.isFetching}
      loadingText={t('address.loading')}
      noOptionsText={t('address.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          id="sale-address"
          label={t('address.label')}
          placeholder={t('address.placeholder')}
          autoComplete="street-address"
          required
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={helperText}
        />
      )}
    />
  );
}
