import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One query parameter of the address (null when absent or empty), and a setter that keeps the
 * others: null removes it; `replace` changes the current history entry instead of adding a step
 * Back returns to.
 */
export function useSearchParam(name: string): [string | null, (value: string | null, replace: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace },
      ),
    [name, setParams],
  );
  return [params.get(name) || null, set];
}
