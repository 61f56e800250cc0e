/**
 * For a Dialog's onClose: a tap beside the dialog while something is written in it is ignored (on a
 * phone it is easily a slip of the thumb, and the text would be lost). Escape and the dialog's own
 * buttons still close it: `onClose={(_event, reason) => closeUnlessWriting(reason, dirty, close)}`.
 */
export function closeUnlessWriting(reason: 'backdropClick' | 'escapeKeyDown', writing: boolean, close: () => void): void {
  if (reason === 'backdropClick' && writing) return;
  close();
}
