import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { CLASSIFIEDS, SALE_TYPES, YARD_SALE_CATEGORIES, type SaleType } from '@yardsale/core/constants';
import type { SaleDayChoice } from '@yardsale/core/sale-day-dates';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCategoryLabel } from '@/lib/use-category-label';
import { NO_FILTERS, SALE_DAY_CHOICES, type BrowseFilters } from '../hooks/use-sale-filters';

interface SaleFilterDialogProps {
  initial: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
  onClose: () => void;
}

const toggled = <T,>(items: readonly T[], item: T): T[] =>
  items.includes(item) ? items.filter((other) => other !== item) : [...items, item];

interface CheckboxGroupProps<T extends string> {
  id: string;
  label: string;
  options: readonly T[];
  selected: readonly T[];
  labelOf: (option: T) => string;
  onToggle: (option: T) => void;
}

function CheckboxGroup<T extends string>({ id, label, options, selected, labelOf, onToggle }: CheckboxGroupProps<T>) {
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" id={id} sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={selected.includes(option)} onChange={() => onToggle(option)} />}
            label={labelOf(option)}
          />
        ))}
      </FormGroup>
    </Stack>
  );
}

/** When the sales are held: any day, today, tomorrow or this weekend (core/sale-day-dates.ts). */
function DayGroup({ day, onChange }: { day: SaleDayChoice; onChange: (day: SaleDayChoice) => void }) {
  const { t } = useTranslation('sales');
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" id="sale-filter-day" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('filter.day')}
      </FormLabel>
      <RadioGroup row aria-labelledby="sale-filter-day" value={day} onChange={(_event, value) => onChange(value as SaleDayChoice)}>
        {SALE_DAY_CHOICES.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`filter.days.${choice}`)} />
        ))}
      </RadioGroup>
    </Stack>
  );
}

/** The 'Filter Sales' dialog: choices are kept as a draft until Apply (Clear applies no filter). */
export function SaleFilterDialog({ initial, onApply, onClose }: SaleFilterDialogProps) {
  const { t } = useTranslation('sales');
  const [saleTypes, setSaleTypes] = useState<readonly SaleType[]>(initial.saleTypes);
  const [categories, setCategories] = useState<readonly string[]>(initial.categories);
  const [day, setDay] = useState<SaleDayChoice>(initial.day);
  const [q, setQ] = useState(initial.q);
  const categoryLabel = useCategoryLabel();
  const apply = () => onApply({ saleTypes, categories, day, q });
  return (
    <Dialog open onClose={onClose} aria-labelledby="sale-filter-title" fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id="sale-filter-title">{t('filter.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('filter.description')}</DialogContentText>
        <Stack spacing={2}>
          {/* Decision 0071: a sale's title, description or category holding each word. Enter applies, as a search box does. */}
          <TextField
            id="sale-filter-words"
            type="search"
            label={t('filter.words')}
            placeholder={t('filter.wordsExample')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            slotProps={{
              htmlInput: {
                maxLength: CLASSIFIEDS.searchMaxLength,
                enterKeyHint: 'search',
                onKeyDown: (event: KeyboardEvent) => {
                  if (event.key !== 'Enter') return;
                  // Else the key's press would click the filter button, which takes the focus back as the dialog closes.
                  event.preventDefault();
                  apply();
                },
              },
            }}
            fullWidth
          />
          <DayGroup day={day} onChange={setDay} />
          <CheckboxGroup
            id="sale-filter-types"
            label={t('filter.saleTypes')}
            options={SALE_TYPES}
            selected={saleTypes}
            labelOf={(type) => t(`saleTypes.${type}`)}
            onToggle={(type) => setSaleTypes((current) => toggled(current, type))}
          />
          <CheckboxGroup
            id="sale-filter-categories"
            label={t('filter.categories')}
            options={YARD_SALE_CATEGORIES}
            selected={categories}
            labelOf={categoryLabel}
            onToggle={(category) => setCategories((current) => toggled(current, category))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onApply(NO_FILTERS)}>{t('filter.clear')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('filter.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
