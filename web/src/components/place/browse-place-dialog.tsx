import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { MAP } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { GEOCODE_LIMITS, type GeoSuggestion } from '@yardsale/core/geocoding';
import { useState } from 'react';
import { AddressField } from '@/components/address/address-field';
import { serverMessageOr } from '@/lib/api-client';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { geocodeAddress } from '@/lib/geocode-api';
import { useTranslation } from '@/lib/i18n';
import { useUserLocation } from '@/lib/location/use-user-location';
import { useValidationMessage } from '@/lib/use-validation-message';
import { chooseBrowsePlace, type BrowsePlace } from '@/lib/browse-place-store';

/** The geocoder's labels end with the country ('Moose Jaw, SK, Canada'): the service area is two countries, so it says nothing here. */
const withoutCountry = (label: string) => label.replace(/, (Canada|USA)$/, '');

/** A suggestion's town ('Moose Jaw, SK', or 'Moose Jaw, SK S6H'), never a street a remote geocoder may have matched. */
function placeOfSuggestion({ city, region, postalCode, label, latitude, longitude }: GeoSuggestion): BrowsePlace {
  const town = city && region ? [`${city}, ${region}`, postalCode].filter(Boolean).join(' ') : withoutCountry(label);
  return { label: town, lat: latitude, lng: longitude };
}

interface BrowsePlaceDialogProps {
  open: boolean;
  /** What is browsed there: /classifieds' items, or the map's and Find's sales. */
  about: 'items' | 'sales';
  onClose: () => void;
  /** The device's position, when 'Use My Location' found it: the map goes there. */
  onNearMe?: (position: LatLng) => void;
}

/**
 * Browse around a town or postal code (decisions 0064 and 0088): one picked from the suggestions,
 * or typed text looked up when 'Browse Here' is pressed; or back to the device's position, asked for
 * anew, so a person who refused it before is asked again. While a lookup or a fix is awaited the
 * dialog stays open, so a late answer never changes what was chosen after it.
 */
export function BrowsePlaceDialog({ open, about, onClose, onNearMe }: BrowsePlaceDialogProps) {
  const { t } = useTranslation('place');
  const message = useValidationMessage();
  const { locate, locating } = useUserLocation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<BrowsePlace | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [looking, setLooking] = useState(false);
  const busy = looking || locating;
  const typed = text.trim().length >= GEOCODE_LIMITS.queryMinLength;

  const browseAt = (place: BrowsePlace | null) => {
    chooseBrowsePlace(place);
    onClose();
  };

  const browseHere = async () => {
    if (picked) return browseAt(picked);
    setLooking(true);
    setError(undefined);
    try {
      const { result } = await geocodeAddress(text.trim());
      if (result) browseAt({ label: withoutCountry(result.label), lat: result.latitude, lng: result.longitude });
      else setError(t('notFound'));
    } catch (failure) {
      setError(message(serverMessageOr(failure, t('lookupFailed'))));
    } finally {
      setLooking(false);
    }
  };

  const browseNearMe = async () => {
    // Not quiet: a refusal or a timeout is toasted with what to do.
    const position = await locate(MAP.locationTimeoutManualMs);
    if (!position) return;
    browseAt(null);
    onNearMe?.(position);
  };

  return (
    <Dialog open={open} onClose={(_event, reason) => !busy && closeUnlessWriting(reason, text !== '', onClose)} aria-labelledby="browse-place-title" fullWidth maxWidth="xs">
      <DialogTitle id="browse-place-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(about === 'items' ? 'itemsText' : 'salesText')}</DialogContentText>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (typed && !busy) void browseHere();
          }}
        >
          <AddressField
            id="browse-place"
            label={t('field')}
            value={text}
            disabled={false}
            autoComplete="address-level2"
            required={false}
            unavailableText={t('suggestionsUnavailable')}
            onType={(next) => {
              setText(next);
              setPicked(null);
              setError(undefined);
            }}
            onSelect={(suggestion) => {
              setText(suggestion.label);
              setPicked(placeOfSuggestion(suggestion));
              setError(undefined);
            }}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Button variant="outlined" startIcon={<MyLocationIcon />} disabled={busy} onClick={() => void browseNearMe()} sx={{ alignSelf: 'flex-start' }}>
            {t('useMyLocation')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button disabled={busy} onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button variant="contained" disabled={busy || !typed} onClick={() => void browseHere()}>
          {t('browse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
