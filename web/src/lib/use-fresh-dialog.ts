import { useState } from 'react';

/**
 * A dialog that starts afresh at each opening: what was typed or chosen and cancelled before is not
 * kept, as its `key` changes when it opens (it stays mounted between openings, for LoadOnFirstOpen).
 */
export function useFreshDialog() {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const show = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  return { open, key: openings, show, close: () => setOpen(false) };
}
