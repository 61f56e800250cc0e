/**
 * Whether an edit planned on a post's photos as they were (`planned`) keeps one that another save of
 * the same post has removed since (`current`): that photo's file is gone, so the edit cannot be saved
 * as sent (409, and the form keeps what was typed).
 */
export const keepsPhotoGone = (sent: readonly string[], planned: readonly string[], current: readonly string[]): boolean =>
  sent.some((url) => planned.includes(url) && !current.includes(url));
