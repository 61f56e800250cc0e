import { MAP } from '@yardsale/core/constants';
import { SALE_FORM_MESSAGES } from '@yardsale/core/schemas/listing-messages';
import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { geocodeAddress } from '@/lib/geocode-api';
import { useMessageParts } from '@/lib/use-validation-message';
import type { SaleLocation } from '../utils/sale-form-values';

/**
 * Typed text to a point. A postal-code or city match, or nothing at all (the spec's fallback near
 * London, Ontario), is approximate: the seller is told with the 'Address Notice' and can drag the pin.
 */
export function useLocateAddress() {
  const toast = useToast();
  const partsOf = useMessageParts();
  return useCallback(
    async (address: string): Promise<SaleLocation> => {
      const { result } = await geocodeAddress(address).catch(() => ({ result: null }));
      const location = result
        ? { latitude: result.latitude, longitude: result.longitude, approximate: result.approximate }
        : { latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng, approximate: true };
      if (location.approximate) toast({ ...partsOf(SALE_FORM_MESSAGES.addressNotice), variant: 'warning', durationMs: 8000 });
      return location;
    },
    [toast, partsOf],
  );
}
