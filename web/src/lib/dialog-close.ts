/**
 * A Dialog's onClose that ignores a tap beside the dialog while something is written in it: on a
 * phone that tap is easily a slip of the thumb, and the text would be lost. Escape and the dialog's
 * own buttons still close it.
 */
export const closeUnlessWriting =
  (writing: boolean, close: () => void) =>
  (_event: unknown, reason: 'backdropClick' | 'escapeKeyDown'): void => {
    if (reason === 'backdropClick' && writing) return;
    close();
  };
