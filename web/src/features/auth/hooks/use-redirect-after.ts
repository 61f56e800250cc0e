import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `active`, goes to `to` after `delayMs` (the spec's 3 s redirects); cancelled if the page is left first. */
export function useRedirectAfter(active: boolean, to: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [active, to, delayMs, navigate]);
}
