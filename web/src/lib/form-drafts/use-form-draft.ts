import { useState } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { keepDraftPhotosLater, type PickedPhoto } from './draft-photos';
import { draftPlace, forgetDraft, hasDraft, readDraft, saveDraft, type DraftPlace, type KeptValues } from './draft-store';

/** How a form's photos picked on the device are taken out of its values to be kept, and put back. */
export interface DraftPhotos<T> {
  /** The values without the photos picked on this device, and those photos with their places. */
  split(values: T): { values: T; picked: PickedPhoto[] };
  /** The values with photos read back put in their places. */
  join(values: T, picked: readonly PickedPhoto[]): T;
}

/** A post's form and its draft (decision 0055): where it starts, what was found, and how to keep it. */
export interface FormDraft<T> {
  place: DraftPlace;
  /** Where the form starts without a draft, and after 'Start over': empty, or the post as saved. */
  fresh: T;
  /** The draft found as the form opened; the form starts from its values, its photos follow. */
  restored: KeptValues<T> | null;
  photos: DraftPhotos<T>;
  /** `fresh` as stored: values equal to it are no draft. */
  freshText: string;
}

interface DraftOptions<T> {
  /** Names the form: 'sale', 'classified', or an edit's 'sale-{id}'. */
  form: string;
  /** True for an edit: a draft of an older version of the post is not offered. */
  editing: boolean;
  photos: DraftPhotos<T>;
  /** A found draft made fit for today (a sale's days that have passed are dropped). */
  restore?: (values: T) => T;
}

/** The signed-in seller's draft of a form, read once as the form opens; undefined for a guest. */
export function useFormDraft<T extends object>(fresh: T, { form, editing, photos, restore = (values) => values }: DraftOptions<T>): FormDraft<T> | undefined {
  const { data: user } = useCurrentUser();
  const [draft] = useState(() => {
    if (!user) return undefined;
    const freshValues = photos.split(fresh).values;
    const place = draftPlace(user.id, form, editing ? freshValues : undefined);
    const found = readDraft(place, fresh);
    // One too old or of an older version of the post: its photos must not stay in storage for ever.
    if (!found && hasDraft(place)) discardDraft(place);
    const restored = found && { ...found, values: restore(found.values) };
    return { place, fresh, restored, photos, freshText: JSON.stringify(freshValues) };
  });
  return draft;
}

/** Stores the form's values as its draft while they differ from where it started fresh; answers the photos picked. */
export function keepDraft<T>(draft: FormDraft<T>, values: T): PickedPhoto[] {
  const { values: kept, picked } = draft.photos.split(values);
  if (picked.length === 0 && JSON.stringify(kept) === draft.freshText) forgetDraft(draft.place);
  else saveDraft(draft.place, { values: kept, photos: picked.map(({ key, at }) => ({ key, at })) });
  return picked;
}

/** The post was sent, or the seller started over: its draft and the photos kept for it go. */
export function discardDraft(place: DraftPlace): void {
  forgetDraft(place);
  keepDraftPhotosLater(place.key, []);
}
