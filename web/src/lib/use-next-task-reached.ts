import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

/** False on the first render, true a task after it: what can wait is drawn in a second, shorter task. */
export function useNextTaskReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTask().then(() => mounted && setReached(true));
    return () => {
      mounted = false;
    };
  }, []);
  return reached;
}
