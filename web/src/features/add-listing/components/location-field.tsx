import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Box, Button, Chip, Stack } from '@mui/material';
import type { GeoSuggestion } from '@yardsale/core/geocoding';
import { useTranslation } from '@/lib/i18n';
import { AddressField } from '@/components/address/address-field';
import { useToast } from '@/components/ui/toast-provider';
import { useVerifyLocation, type VerifiedPlace } from '../hooks/use-verify-location';

interface LocationFieldProps {
  address: string;
  verified: boolean;
  error?: string;
  disabled: boolean;
  /** Typing: the address changed, so it is no longer verified. */
  onType: (text: string) => void;
  onVerified: (place: VerifiedPlace) => void;
}

// An outlined text field's and a chip's heights: the button and the chip beside the field line up with it.
const FIELD_HEIGHT_PX = 56;
const CHIP_HEIGHT_PX = 32;

/** The seller's address with Verify (and 'Use my location'); only a verified address can be posted. */
export function LocationField({ address, verified, error, disabled, onType, onVerified }: LocationFieldProps) {
  const { t } = useTranslation('addListing');
  const toast = useToast();
  const { verify, locateMe, busy } = useVerifyLocation();
  const accept = (place: VerifiedPlace | null) => place && onVerified(place);
  const pick = (suggestion: GeoSuggestion) => {
    onVerified({ address: suggestion.label, location: { latitude: suggestion.latitude, longitude: suggestion.longitude } });
    toast({ title: t('location.verifiedToast'), variant: 'success', durationMs: 3000 });
  };
  // Verify stands beside the field, where the suggestions (as wide as the field, below it) never cover it.
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <AddressField
            id="classified-address"
            label={t('location.label')}
            placeholder={t('location.placeholder')}
            value={address}
            error={error}
            helperText={t('location.help')}
            disabled={disabled || busy !== null}
            onType={onType}
            onSelect={pick}
          />
        </Box>
        {verified ? (
          <Chip icon={<CheckCircleIcon />} color="success" variant="outlined" label={t('location.verified')} sx={{ mt: `${(FIELD_HEIGHT_PX - CHIP_HEIGHT_PX) / 2}px` }} />
        ) : (
          <Button variant="contained" color="secondary" disabled={disabled || busy !== null} onClick={() => void verify(address).then(accept)} sx={{ height: FIELD_HEIGHT_PX, flexShrink: 0 }}>
            {busy === 'verify' ? t('location.verifying') : t('location.verify')}
          </Button>
        )}
      </Stack>
      <Box>
        <Button variant="text" startIcon={<MyLocationIcon />} disabled={disabled || busy !== null} onClick={() => void locateMe().then(accept)}>
          {busy === 'locate' ? t('location.locating') : t('location.useMine')}
        </Button>
      </Box>
    </Stack>
  );
}
