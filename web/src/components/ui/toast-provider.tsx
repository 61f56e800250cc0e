import { Alert, AlertTitle, Button, Portal, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '@yardsale/core/constants';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'warning' | 'info';
  /** One of the spec's durations: 3000, 5000 (default), 8000 or 10000 ms. */
  durationMs?: number;
  /** A button in the toast, e.g. 'Go to Login' (SPEC section 8). */
  action?: { label: string; onClick: () => void };
}

interface ShownToast extends ToastOptions {
  key: number;
}

const ToastContext = createContext<(toast: ToastOptions) => void>(() => {});

/** Long enough for a screen reader to have seen the region appear, short against the toast's fade-in. */
const WORDS_AFTER_MS = 100;

/**
 * The toast's words. A polite one's go into its live region a moment after the region itself
 * appears: a region with role=status that arrives with its text already in it is often not read out
 * (NVDA, JAWS), one whose text changes is. An error's role=alert is read as it arrives. Each toast is
 * a new region (its key), so each is read.
 */
function LiveText({ title, description, polite }: Pick<ToastOptions, 'title' | 'description'> & { polite: boolean }) {
  const [shown, setShown] = useState(!polite);
  useEffect(() => {
    if (!polite) return;
    const timer = setTimeout(() => setShown(true), WORDS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [polite]);
  if (!shown) return null;
  return (
    <>
      <AlertTitle>{title}</AlertTitle>
      {description}
    </>
  );
}

/** One toast at a time (SPEC section 9): a new toast replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const show = useCallback((options: ToastOptions) => setToast({ ...options, key: Date.now() }), []);
  const close = useCallback(() => setToast(null), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* A portal of its own, mounted when a toast shows: an open dialog hides the rest of the page
          from screen readers (aria-hidden), and a toast about that dialog must still be heard. */}
      <Portal>
        <Snackbar
          key={toast?.key}
          ref={keepAudible}
          open={toast !== null}
          autoHideDuration={toast?.durationMs ?? TIMINGS_MS.toastDefault}
          onClose={(_event, reason) => reason !== 'clickaway' && close()}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          // Below the app bar (56 px on phones, 64 px wider), not over it: its back arrow and menus
          // stay in reach while a toast about what they did shows.
          sx={{ top: { xs: 64, sm: 72 } }}
        >
          <Alert
            onClose={close}
            severity={toast?.variant ?? 'info'}
            variant="filled"
            role={toast?.variant === 'error' ? 'alert' : 'status'}
            action={
              toast?.action ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    // The toast has done its work once its button is used.
                    toast.action?.onClick();
                    close();
                  }}
                >
                  {toast.action.label}
                </Button>
              ) : undefined
            }
            sx={{ width: '100%', maxWidth: 480 }}
          >
            {toast && <LiveText title={toast.title} description={toast.description} polite={toast.variant !== 'error'} />}
          </Alert>
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);

/**
 * When a dialog closes over another one (Send Message over a sale's sheet), MUI hides every other
 * child of the body again, a toast that has just appeared included: the toast about what the closing
 * dialog did would be hidden from screen readers. The toast takes its aria-hidden straight off again.
 */
function keepAudible(toastRoot: HTMLElement | null) {
  if (!toastRoot) return;
  const observer = new MutationObserver(() => toastRoot.removeAttribute('aria-hidden'));
  observer.observe(toastRoot, { attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}
