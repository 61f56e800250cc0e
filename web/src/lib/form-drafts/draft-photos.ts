import { DRAFT_PHOTOS_DATABASE } from './forget-drafts';

// The photos of a draft (decision 0055): files, so in IndexedDB rather than beside the draft's text.

const STORE = 'photos';

/** A photo picked on this device: its key within the draft, and where it stands among the form's photos. */
export interface PickedPhoto {
  key: string;
  at: number;
  file: File;
}

interface StoredPhoto {
  draftKey: string;
  key: string;
  file: File;
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DRAFT_PHOTOS_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: ['draftKey', 'key'] });
    request.onsuccess = () => {
      const db = request.result;
      // Sign-out deletes the database: this page's connection steps aside, and the next use opens anew.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error('IndexedDB did not open'));
    };
  });
  return opened;
}

const answer = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });

const ofDraft = (draftKey: string) => IDBKeyRange.bound([draftKey, ''], [draftKey, '\uffff']);

/** The draft's photos become `photos`: new ones written, gone ones deleted, the others left as they are. */
export async function keepDraftPhotos(draftKey: string, photos: readonly PickedPhoto[]): Promise<void> {
  const transaction = (await database()).transaction(STORE, 'readwrite');
  const store = transaction.objectStore(STORE);
  const stored = new Set(((await answer(store.getAllKeys(ofDraft(draftKey)))) as [string, string][]).map(([, key]) => key));
  const wanted = new Set(photos.map((photo) => photo.key));
  for (const key of stored) if (!wanted.has(key)) store.delete([draftKey, key]);
  for (const { key, file } of photos) if (!stored.has(key)) store.put({ draftKey, key, file } satisfies StoredPhoto);
  await finished(transaction);
}

/** The draft's photos by key; none when IndexedDB is unavailable. */
export async function readDraftPhotos(draftKey: string): Promise<Map<string, File>> {
  try {
    const store = (await database()).transaction(STORE).objectStore(STORE);
    const photos = (await answer(store.getAll(ofDraft(draftKey)))) as StoredPhoto[];
    return new Map(photos.map((photo) => [photo.key, photo.file]));
  } catch {
    return new Map();
  }
}

/** Writes in the background: a photo not kept is asked for again, which is no reason to interrupt the seller. */
export function keepDraftPhotosLater(draftKey: string, photos: readonly PickedPhoto[]): void {
  keepDraftPhotos(draftKey, photos).catch(() => {});
}
