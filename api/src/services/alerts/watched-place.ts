import type { ReverseGeocode } from '@yardsale/core/geocoding';
import type { Geocoder } from '@/services/geocoding/types';

/**
 * What a person's alert list and e-mails call a watched spot: its town and postal area ('London, ON
 * N6A', 'Austin, TX 78704'), so that two alerts in one town read apart; never finer (a Canadian full
 * postal code is a block). Null when the spot has no name: a name is a nicety, never a reason to fail.
 */
export async function watchedPlaceName(geocoder: Pick<Geocoder, 'reverse'>, latitude: number, longitude: number): Promise<string | null> {
  const town = await geocoder.reverse(latitude, longitude).catch(() => null);
  return town && placeName(town);
}

function placeName({ city, region, country, postalCode }: ReverseGeocode): string {
  const area = postalCode?.replace(/\s+/g, '').slice(0, country === 'CA' ? 3 : 5).toUpperCase();
  return `${city}, ${region}${area ? ` ${area}` : ''}`;
}
