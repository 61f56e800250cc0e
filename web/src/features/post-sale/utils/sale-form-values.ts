import type { Listing } from '@yardsale/core/api-types';
import { DEFAULT_SALE_TIMES, DEFAULT_YARD_SALE_CATEGORY } from '@yardsale/core/sale-defaults';
import type { DraftPhotos } from '@/lib/form-drafts/use-form-draft';
import type { SaleBody } from '../api/sale-requests';

export interface SaleLocation {
  latitude: number;
  longitude: number;
  /** True when the point is a postal-code or city centre (or the fallback), not the house itself. */
  approximate: boolean;
}

/** A photo is either picked on this device (sent on submit) or already on the server (edit). */
export type SalePhoto = { file: File; previewUrl: string } | { url: string } | null;

export interface SaleFormValues {
  address: string;
  location: SaleLocation | null;
  title: string;
  description: string;
  dates: string[];
  startTime: string;
  endTime: string;
  photo: SalePhoto;
  isEstateSale: boolean;
  isMovingSale: boolean;
  isCommunitySale: boolean;
  /** Others see the town until the evening before (decision 0069). */
  hideExactAddress: boolean;
  categories: string[];
}

/**
 * A new sale's form. Its title and description start as the spec's defaults (DEFAULT_SALE_TEXT, the
 * English of post.json's `defaults`) in the seller's language: kept, they are posted in the language
 * the seller reads.
 */
export const emptySaleForm = (defaultText: { title: string; description: string }): SaleFormValues => ({
  address: '',
  location: null,
  title: defaultText.title,
  description: defaultText.description,
  dates: [],
  startTime: DEFAULT_SALE_TIMES.start,
  endTime: DEFAULT_SALE_TIMES.end,
  photo: null,
  isEstateSale: false,
  isMovingSale: false,
  isCommunitySale: false,
  hideExactAddress: false,
  categories: [],
});

/** An existing sale as the form edits it (/post?edit={id}). */
export function saleFormFromListing(listing: Listing): SaleFormValues {
  return {
    address: listing.address,
    location: { latitude: listing.latitude, longitude: listing.longitude, approximate: false },
    title: listing.title,
    description: listing.description,
    dates: [...listing.dates],
    startTime: listing.startTime,
    endTime: listing.endTime,
    photo: listing.imageUrl ? { url: listing.imageUrl } : null,
    isEstateSale: listing.isEstateSale,
    isMovingSale: listing.isMovingSale,
    isCommunitySale: listing.isCommunitySale,
    hideExactAddress: listing.hideExactAddress,
    categories: [...listing.categories],
  };
}

/** A draft keeps the photo picked on this device apart from the text (decision 0055), named by its preview. */
export const saleDraftPhotos: DraftPhotos<SaleFormValues> = {
  split: (values) =>
    values.photo && 'file' in values.photo
      ? { values: { ...values, photo: null }, picked: [{ key: values.photo.previewUrl, at: 0, file: values.photo.file }] }
      : { values, picked: [] },
  join: (values, [photo]) => (photo ? { ...values, photo: { file: photo.file, previewUrl: URL.createObjectURL(photo.file) } } : values),
};

/** A kept draft's days from `today` on, and those the sale being edited already has (it may be on its second day). */
export const draftDaysFrom = (today: string, saved: readonly string[]) => (values: SaleFormValues): SaleFormValues => ({
  ...values,
  dates: values.dates.filter((date) => date >= today || saved.includes(date)),
});

/** The request body; the first chosen category is the sale's category (SPEC section 4). */
export function saleBodyOf(values: SaleFormValues, location: SaleLocation, imageUrls: string[], keep?: Listing): SaleBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    address: values.address.trim(),
    latitude: location.latitude,
    longitude: location.longitude,
    dates: values.dates,
    startDate: values.dates[0]!,
    endDate: values.dates.at(-1)!,
    startTime: values.startTime,
    endTime: values.endTime,
    category: values.categories[0] ?? DEFAULT_YARD_SALE_CATEGORY,
    categories: values.categories,
    contactInfo: keep?.contactInfo ?? '',
    items: keep?.items ?? [],
    imageUrls,
    isEstateSale: values.isEstateSale,
    isMovingSale: values.isMovingSale,
    isCommunitySale: values.isCommunitySale,
    hideExactAddress: values.hideExactAddress,
  };
}
