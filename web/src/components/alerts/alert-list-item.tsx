import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, ListItem, ListItemText, Stack } from '@mui/material';
import { REMOVABLE_ITEM_PROPS } from '@/lib/focus-after-removal';

interface AlertListItemProps {
  /** What it watches, and within what distance of where (or the other way round). */
  primary: string;
  secondary: string;
  /** The buttons' names, each naming the alert: 'Change the distance of the alert for London, ON'. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** An alert in a Settings list, with its two buttons: change its distance, delete it. */
export function AlertListItem({ primary, secondary, editLabel, deleteLabel, onEdit, onDelete }: AlertListItemProps) {
  return (
    <ListItem
      {...REMOVABLE_ITEM_PROPS}
      disableGutters
      sx={{ pr: 12 }}
      secondaryAction={
        <Stack direction="row">
          <IconButton aria-label={editLabel} onClick={onEdit}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton edge="end" aria-label={deleteLabel} onClick={onDelete}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      }
    >
      {/* Words pasted without a space (a link) wrap instead of widening the page. */}
      <ListItemText primary={primary} secondary={secondary} sx={{ overflowWrap: 'anywhere' }} />
    </ListItem>
  );
}
