import { Drawer } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

interface BottomSheetProps<T> {
  /** What the sheet shows; null closes it. */
  item: T | null;
  /** Its height; without one, its content's, up to three quarters of the screen. */
  height?: string;
  maxWidth?: number;
  onClose: () => void;
  /** The content for the item, whose title carries `titleId` (the dialog's name). */
  children: (item: T, titleId: string) => ReactNode;
}

/** A modal sheet from the bottom of the screen (a sale's, a classified's). */
export function BottomSheet<T>({ item, height, maxWidth, onClose, children }: BottomSheetProps<T>) {
  const titleId = useId();
  // Keep the last item on screen while the sheet slides away.
  const [shown, setShown] = useState<T | null>(item);
  if (item !== null && item !== shown) setShown(item);
  return (
    <Drawer
      anchor="bottom"
      open={item !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            ...(height ? { height } : { maxHeight: '75vh' }),
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
            ...(maxWidth ? { maxWidth, mx: 'auto' } : {}),
          },
        },
      }}
    >
      {shown !== null && children(shown, titleId)}
    </Drawer>
  );
}
