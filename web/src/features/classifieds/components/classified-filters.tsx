import AddIcon from '@mui/icons-material/Add';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, Stack } from '@mui/material';
import { ALL_CATEGORIES, CLASSIFIED_FILTER_CATEGORIES } from '@yardsale/core/classified-query';
import { CLASSIFIED_FREE_FILTER, CLASSIFIED_SORTS, CLASSIFIEDS, type ClassifiedSort } from '@yardsale/core/constants';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { NativeSelectField } from '@/components/ui/native-select-field';
import { TextInput } from '@/components/ui/text-input';
import { paths } from '@/config/paths';
import { useCategoryLabel } from '@/lib/use-category-label';

/** The 'Saved' switch of a signed-in user. */
export interface SavedOnly {
  on: boolean;
  toggle: () => void;
}

interface ClassifiedFiltersProps {
  text: string;
  category: string;
  onText: (text: string) => void;
  onCategory: (category: string) => void;
  savedOnly: SavedOnly | null;
  /** 'Alert Me', beside 'Saved'. */
  alertButton: ReactNode;
  sort: ClassifiedSort;
  onSort: (sort: ClassifiedSort) => void;
  /** Nearest first needs a place to measure from. */
  nearestOffered: boolean;
}

/** The search box, the category list, 'Saved', 'Alert Me' and 'Add Listing' (SPEC section 2 "/classifieds"). */
export function ClassifiedFilters({ text, category, onText, onCategory, savedOnly, alertButton, sort, onSort, nearestOffered }: ClassifiedFiltersProps) {
  const { t } = useTranslation('classifieds');
  const categoryLabel = useCategoryLabel();
  const optionLabel = (option: string) => (option === ALL_CATEGORIES ? t('allCategories') : option === CLASSIFIED_FREE_FILTER ? t('free') : categoryLabel(option));
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('filtersLabel')}
      onSubmit={(event) => event.preventDefault()} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <TextInput
        id="classified-search"
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => onText(event.target.value)}
        fullWidth
        size="small"
        inputProps={{ maxLength: CLASSIFIEDS.searchMaxLength, enterKeyHint: 'search' }}
        startAdornment={<InputAdornment position="start"><SearchIcon aria-hidden="true" /></InputAdornment>}
      />
      {/* On a phone the category and 'Saved' share a line, unless the language's word for 'Saved' leaves
          the category less than its 200 px ('Enregistrées' on a 360 px phone): then 'Saved' goes below. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <NativeSelectField
          id="classified-category"
          label={t('category')}
          value={category}
          options={CLASSIFIED_FILTER_CATEGORIES}
          labelOf={optionLabel}
          onChange={onCategory}
          size="small"
          sx={{ flex: '1 1 200px' }}
        />
        <NativeSelectField
          id="classified-sort"
          label={t('sort.label')}
          value={sort}
          options={nearestOffered ? CLASSIFIED_SORTS : CLASSIFIED_SORTS.filter((option) => option !== 'nearest')}
          labelOf={(option) => t(`sort.${option}`)}
          onChange={(option) => onSort(option as ClassifiedSort)}
          size="small"
          sx={{ flex: '1 1 160px' }}
        />
        {savedOnly && (
          <Button
            variant={savedOnly.on ? 'contained' : 'outlined'}
            aria-pressed={savedOnly.on}
            startIcon={savedOnly.on ? <BookmarkIcon /> : <BookmarkBorderIcon />}
            onClick={savedOnly.toggle}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: 'stretch' }}
          >
            {t('saved.filter')}
          </Button>
        )}
        {alertButton}
      </Stack>
      <Button component={Link} to={paths.addListing} variant="contained" startIcon={<AddIcon />} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {t('addListing')}
      </Button>
    </Stack>
  );
}
