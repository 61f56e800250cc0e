import type { LatLng } from '@yardsale/core/geo';
import { CLASSIFIED_FORM_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { toastParts } from '@yardsale/core/toast-parts';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useValidationMessage } from '@/lib/use-validation-message';
import { geocodeAddress, reverseGeocode } from '@/lib/geocode-api';
import { requestLocation } from '@/lib/location/location-store';
import type { FormLocation } from '../utils/classified-form-values';

export interface VerifiedPlace {
  address: string;
  location: FormLocation;
}

const LOCATE_TIMEOUT_MS = 10_000;
const pointOf = ({ lat, lng }: LatLng): FormLocation => ({ latitude: lat, longitude: lng });

/**
 * SPEC section 4 "Classified address": Verify geocodes the typed address; 'Use my location' turns
 * the device's position into its town. Each answers the verified place, or null after a toast.
 */
export function useVerifyLocation() {
  const { t } = useTranslation('addListing');
  const toast = useToast();
  const message = useValidationMessage();
  const [busy, setBusy] = useState<'verify' | 'locate' | null>(null);
  const fail = (message: string) => {
    toast({ ...toastParts(message), variant: 'error' });
    return null;
  };
  const verified = (place: VerifiedPlace) => {
    toast({ title: t('location.verifiedToast'), variant: 'success', durationMs: 3000 });
    return place;
  };

  const verify = async (address: string): Promise<VerifiedPlace | null> => {
    if (!address.trim()) return fail(`${message(CLASSIFIED_FORM_MESSAGES.addressBlank)}: ${message(CLASSIFIED_FORM_MESSAGES.addressBlankDetail)}`);
    setBusy('verify');
    try {
      const { result } = await geocodeAddress(address.trim());
      if (!result) return fail(t('location.notFound'));
      return verified({ address, location: { latitude: result.latitude, longitude: result.longitude } });
    } catch {
      return fail(t('location.error'));
    } finally {
      setBusy(null);
    }
  };

  const locateMe = async (): Promise<VerifiedPlace | null> => {
    setBusy('locate');
    try {
      const fix = await requestLocation(LOCATE_TIMEOUT_MS);
      if ('failure' in fix) return fail(fix.failure === 'denied' ? t('location.denied') : t('location.error'));
      const { result } = await reverseGeocode(fix.position);
      if (!result) return fail(t('location.notFound'));
      return verified({ address: result.label, location: pointOf(fix.position) });
    } catch {
      return fail(t('location.error'));
    } finally {
      setBusy(null);
    }
  };

  return { verify, locateMe, busy };
}
