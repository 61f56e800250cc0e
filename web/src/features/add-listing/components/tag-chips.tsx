import { CLASSIFIED_TAGS } from '@yardsale/core/constants';
import { LIMITS } from '@yardsale/core/limits';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { useCategoryLabel } from '@/lib/use-category-label';

interface TagChipsProps {
  category: string;
  chosen: readonly string[];
  disabled: boolean;
  labelledBy: string;
  onChange: (tags: string[]) => void;
  onRefused: (message: string) => void;
}

/** Extra categories (e.g. Housing) as toggle chips, at most three; the main category is not offered twice. */
export function TagChips({ category, chosen, disabled, labelledBy, onChange, onRefused }: TagChipsProps) {
  const categoryLabel = useCategoryLabel();
  const toggle = (tag: string) => {
    if (chosen.includes(tag)) return onChange(chosen.filter((one) => one !== tag));
    if (chosen.length >= LIMITS.classifiedMaxTags) return onRefused(CLASSIFIED_MESSAGES.tagsInvalid);
    onChange([...chosen, tag]);
  };
  return <ToggleChips options={CLASSIFIED_TAGS.filter((tag) => tag !== category)} labelOf={categoryLabel} chosen={chosen} disabled={disabled} labelledBy={labelledBy} onToggle={toggle} />;
}
