import { Alert, AlertTitle, Button, Portal, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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
        >
          <Alert
            onClose={close}
            severity={toast?.variant ?? 'info'}
            variant="filled"
            role={toast?.variant === 'error' ? 'alert' : 'status'}
            action={
              toast?.action ? (
                <Button color="inherit" size="small" onClick={toast.action.onClick}>
                  {toast.action.label}
                </Button>
              ) : undefined
            }
            sx={{ width: '100%', maxWidth: 480 }}
          >
            <AlertTitle>{toast?.title}</AlertTitle>
            {toast?.description}
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
