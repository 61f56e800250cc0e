import { Alert, Button } from '@mui/material';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepDraftPhotosLater, readDraftPhotos } from '@/lib/form-drafts/draft-photos';
import { discardDraft, keepDraft, type FormDraft } from '@/lib/form-drafts/use-form-draft';
import { useTranslation } from '@/lib/i18n';
import { useToast } from './toast-provider';

/** Keeps the form's values as they change, and its picked photos whenever which ones they are changes. */
function useKeepDraft<T>(draft: FormDraft<T>, values: T): void {
  // What the form opened with: the restored draft's photos are still stored, not yet read back.
  const keptPhotos = useRef('');
  useEffect(() => {
    const picked = keepDraft(draft, values);
    const keys = picked.map((photo) => photo.key).join('\n');
    if (keys === keptPhotos.current) return;
    keptPhotos.current = keys;
    keepDraftPhotosLater(draft.place.key, picked);
  }, [draft, values]);
}

/** Reads the restored draft's photos back into the form (unless the seller started over first); says when it has, and whether some could not be. */
function useRestoredPhotos<T>(draft: FormDraft<T> | undefined, setValues: FormikHelpers<T>['setValues'], onRead: (someMissing: boolean) => void): void {
  useEffect(() => {
    const wanted = draft?.restored?.photos ?? [];
    if (!draft || wanted.length === 0) return;
    let current = true;
    void readDraftPhotos(draft.place.key).then((files) => {
      if (!current) return;
      const found = wanted.flatMap(({ key, at }) => {
        const file = files.get(key);
        return file ? [{ key, at, file }] : [];
      });
      if (found.length > 0) void setValues((values) => draft.photos.join(values, found));
      onRead(found.length < wanted.length);
    });
    return () => {
      current = false;
    };
  }, [draft, setValues, onRead]);
}

/**
 * Inside a post's Formik form: keeps its values and picked photos as they change (decision 0055),
 * and when the form opened on a draft, says so with 'Start over' back to the empty form (or the post
 * as saved). A toast offers Undo: a slip of the thumb must not throw the draft away.
 */
export function FormDraftNotice<T extends object>({ draft }: { draft: FormDraft<T> }) {
  const { t } = useTranslation('drafts');
  const toast = useToast();
  const { values, setValues, resetForm } = useFormikContext<T>();
  const [shown, setShown] = useState(draft.restored !== null);
  // The restored draft's photos are read back once; after Start over (and any Undo) the form's values hold them.
  const [readingBack, setReadingBack] = useState(draft.restored !== null);
  const [photosRead, setPhotosRead] = useState(false);
  const [photosMissing, setPhotosMissing] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  useKeepDraft(draft, values);
  const onRead = useCallback((someMissing: boolean) => {
    setPhotosRead(true);
    if (someMissing) setPhotosMissing(true);
  }, []);
  useRestoredPhotos(readingBack ? draft : undefined, setValues, onRead);
  if (!shown) return null;

  const startOver = () => {
    // The button goes with the notice: focus moves to the form's first field.
    const firstField = notice.current?.closest('form')?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea');
    const draftValues = values; // photos picked on this device included, as files in memory
    // Pressed before the restored photos were read back: they are not among the values, and go with the draft.
    const photosLost = !photosRead && (draft.restored?.photos.length ?? 0) > 0;
    resetForm({ values: draft.fresh });
    discardDraft(draft.place);
    setShown(false);
    setReadingBack(false);
    firstField?.focus();
    // The draft is kept again at once, so Undo also works from a page the seller has gone on to:
    // the form then opens on it next time. On this page, the values come back.
    const undo = () => {
      keepDraftPhotosLater(draft.place.key, keepDraft(draft, draftValues));
      void setValues(draftValues);
      setShown(true);
      if (photosLost) setPhotosMissing(true);
    };
    toast({ title: t('cleared'), variant: 'info', durationMs: TIMINGS_MS.undoToast, action: { label: t('undo'), onClick: undo } });
  };
  return (
    <Alert
      ref={notice}
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={startOver}>
          {t('startOver')}
        </Button>
      }
    >
      {photosMissing ? `${t('kept')} ${t('photosAgain')}` : t('kept')}
    </Alert>
  );
}
