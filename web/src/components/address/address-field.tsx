import { Autocomplete, TextField } from '@mui/material';
import type { GeoSuggestion } from '@yardsale/core/geocoding';
import { SALE_FORM_MESSAGES } from '@yardsale/core/schemas/listing-messages';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAddressSuggestions } from '@/lib/location/use-address-suggestions';
import { useKnownPosition } from '@/lib/location/use-known-position';
import { useValidationMessage } from '@/lib/use-validation-message';

interface AddressFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  error?: string;
  /** Shown under the field when there is no error. */
  helperText?: ReactNode;
  disabled: boolean;
  /** Typing: the text changed and any earlier location no longer applies. */
  onType: (text: string) => void;
  onSelect: (suggestion: GeoSuggestion) => void;
  /** The field lost focus; a screen may geocode typed text that was not picked from the list. */
  onBlur?: () => void;
  /** What the browser may fill in: a whole address by default, or a town ('address-level2'). */
  autoComplete?: string;
  required?: boolean;
  /** Said when suggestions cannot be fetched; by default, to type the whole address. */
  unavailableText?: string;
}

/** Free text with suggestions limited to the USA and Canada (the geocoder only knows those). */
export function AddressField({ id, label, placeholder, value, error, helperText, disabled, onType, onSelect, onBlur, autoComplete = 'street-address', required = true, unavailableText }: AddressFieldProps) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const suggestions = useAddressSuggestions(value, useKnownPosition());
  // When lookups fail the user can still type the whole address; say so instead of an empty list.
  const helper = error ?? (suggestions.isError ? (unavailableText ?? message(SALE_FORM_MESSAGES.addressLookupUnavailable)) : helperText);
  return (
    <Autocomplete<GeoSuggestion, false, false, true>
      // The input's id comes from here (the text field's own is overridden by the Autocomplete's).
      id={id}
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
          label={label}
          placeholder={placeholder}
          autoComplete={autoComplete}
          required={required}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={helper}
        />
      )}
    />
  );
}
