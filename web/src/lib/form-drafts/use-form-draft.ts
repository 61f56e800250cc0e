import { useState } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { draftPlace, forgetDraft, readDraft, saveDraft, type DraftPlace, type KeptValues } from './draft-store';

/** A post's form and its draft (decision 0055): where it starts, what was found, and what of it can be kept. */
export interface FormDraft<T> {
  place: DraftPlace;
  /** Where the form starts without a draft, and after 'Start over': empty, or the post as saved. */
  fresh: T;
  /** The draft found as the form opened; the form starts from its values. */
  restored: KeptValues<T> | null;
  /** What of the form's values can be stored. */
  keepable: (values: T) => KeptValues<T>;
  /** `fresh` as stored: values equal to it are no draft. */
  freshText: string;
}

interface DraftOptions<T> {
  /** Names the form: 'sale', 'classified', or an edit's 'sale-{id}'. */
  form: string;
  /** True for an edit: a draft of an older version of the post is not offered. */
  editing: boolean;
  keepable: (values: T) => KeptValues<T>;
  /** A found draft made fit for today (a sale's days that have passed are dropped). */
  restore?: (values: T) => T;
}

/** The signed-in seller's draft of a form, read once as the form opens; undefined for a guest. */
export function useFormDraft<T extends object>(fresh: T, { form, editing, keepable, restore = (values) => values }: DraftOptions<T>): FormDraft<T> | undefined {
  const { data: user } = useCurrentUser();
  const [draft] = useState(() => {
    if (!user) return undefined;
    const place = draftPlace(user.id, form, editing ? keepable(fresh).values : undefined);
    const found = readDraft(place, fresh);
    const restored = found && { ...found, values: restore(found.values) };
    return { place, fresh, restored, keepable, freshText: JSON.stringify(keepable(fresh).values) };
  });
  return draft;
}

/** Stores the form's values as its draft while they differ from where it started fresh. */
export function keepDraft<T>(draft: FormDraft<T>, values: T): void {
  const kept = draft.keepable(values);
  if (JSON.stringify(kept.values) === draft.freshText) forgetDraft(draft.place);
  else saveDraft(draft.place, kept);
}
