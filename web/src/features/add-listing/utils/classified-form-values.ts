import type { Classified } from '@yardsale/core/api-types';
import { NEW_IMAGE_PREFIX } from '@yardsale/core/schemas/classified';
import { LIMITS } from '@yardsale/core/limits';
import type { DraftPhotos } from '@/lib/form-drafts/use-form-draft';

/** A photo the classified already has (kept on edit), or one picked on this device (sent on submit). */
export type FormPhoto = { kind: 'kept'; url: string; thumbnailUrl: string } | { kind: 'new'; key: string; file: File; previewUrl: string };

export interface FormLocation {
  latitude: number;
  longitude: number;
}

export interface ClassifiedFormState {
  title: string;
  description: string;
  condition: string;
  category: string;
  /** As typed; Formik hands a number field's value over as a number ('' when blank). */
  price: string | number;
  /** Extra categories besides `category`, e.g. 'Housing'. */
  tags: string[];
  photos: FormPhoto[];
  address: string;
  location: FormLocation | null;
  /** Verify (or a picked suggestion, or the device's position) found the address; typing clears it. */
  locationVerified: boolean;
}

export const emptyClassifiedForm: ClassifiedFormState = {
  title: '',
  description: '',
  condition: '',
  category: '',
  price: '',
  tags: [],
  photos: [],
  address: '',
  location: null,
  locationVerified: false,
};

/** The seller's classified as the form edits it (/add-listing?edit={id}): its verified address stays verified. */
export function formFromClassified(classified: Classified): ClassifiedFormState {
  const address = classified.location ?? '';
  return {
    title: classified.title,
    description: classified.description,
    condition: classified.condition,
    category: classified.category,
    price: String(Number(classified.price)),
    tags: classified.categories.filter((tag) => tag !== classified.category),
    photos: classified.imageUrls.map((url, index) => ({ kind: 'kept', url, thumbnailUrl: classified.thumbnailUrls[index] ?? url })),
    address,
    location: { latitude: classified.latitude, longitude: classified.longitude },
    locationVerified: address !== '',
  };
}

/** A draft keeps the photos picked on this device apart from the text (decision 0055), each in its place. */
export const classifiedDraftPhotos: DraftPhotos<ClassifiedFormState> = {
  split(values) {
    const picked = values.photos.flatMap((photo, at) => (photo.kind === 'new' ? [{ key: photo.key, at, file: photo.file }] : []));
    // The price as text, whichever way Formik holds it: a draft is read back against text.
    return { values: { ...values, price: String(values.price), photos: values.photos.filter((photo) => photo.kind === 'kept') }, picked };
  },
  join(values, picked) {
    const photos = [...values.photos];
    for (const { key, at, file } of [...picked].sort((one, other) => one.at - other.at)) {
      photos.splice(at, 0, { kind: 'new', key, file, previewUrl: URL.createObjectURL(file) });
    }
    return { ...values, photos: photos.slice(0, LIMITS.classifiedMaxImages) };
  },
};

/** Where a photo shows in the form. */
export const previewOf = (photo: FormPhoto) => (photo.kind === 'kept' ? photo.thumbnailUrl : photo.previewUrl);

/**
 * The multipart body of POST and PUT /api/classifieds: the fields, each new photo (already shrunk)
 * as `images`, and `imageUrls` giving the final order: kept URLs and new:N for the Nth new file.
 */
export function formDataOf(values: ClassifiedFormState, shrunk: readonly Blob[]): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('price', String(values.price).trim() || '0');
  form.append('condition', values.condition);
  form.append('category', values.category);
  form.append('categories', JSON.stringify(values.tags.filter((tag) => tag !== values.category)));
  form.append('customAddress', values.address.trim());
  form.append('latitude', String(values.location?.latitude ?? ''));
  form.append('longitude', String(values.location?.longitude ?? ''));
  let next = 0;
  const order = values.photos.map((photo) => (photo.kind === 'kept' ? photo.url : `${NEW_IMAGE_PREFIX}${next++}`));
  const newPhotos = values.photos.filter((photo) => photo.kind === 'new');
  newPhotos.forEach((photo, index) => form.append('images', shrunk[index] ?? photo.file, jpegName(photo.file.name, shrunk[index])));
  form.append('imageUrls', JSON.stringify(order));
  return form;
}

/** A shrunk photo is JPEG whatever it was picked as. */
function jpegName(name: string, blob: Blob | undefined): string {
  if (!blob || blob.type !== 'image/jpeg') return name;
  return `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
}
