/**
 * Read by screen readers, not shown: e.g. who wrote a chat bubble, or which photo of how many. The
 * sizes are strings because in `sx` a bare 1 means 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
