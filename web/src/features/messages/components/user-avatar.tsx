import { Avatar } from '@mui/material';
import { initialOf } from '@/lib/initial-of';

/** The other person's picture, or their initial; decorative, since their name is always beside it. */
export function UserAvatar({ name, avatarUrl, size = 40 }: { name: string; avatarUrl: string | null; size?: number }) {
  return (
    <Avatar src={avatarUrl ?? undefined} alt="" aria-hidden="true" sx={{ width: size, height: size }}>
      {initialOf(name)}
    </Avatar>
  );
}
