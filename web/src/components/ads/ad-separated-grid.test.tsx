// Which cards a grid marks as on the first screen: their photos are fetched eagerly and first.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { stubFakeApi } from '@/testing/fake-api';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { AdSeparatedGrid } from './ad-separated-grid';
import { FIRST_SCREEN_CARDS } from './groups';

beforeEach(() => stubFakeApi({}));
afterEach(resetScreen);

it(`marks the first ${FIRST_SCREEN_CARDS} cards as on the first screen, across groups too, and no others`, async () => {
  const items = Array.from({ length: 14 }, (_, index) => ({ id: `card-${index}` }));
  renderScreen(
    '/',
    <AdSeparatedGrid
      items={items}
      groupSize={3}
      ad="banner"
      label="Cards"
      columns={{ xs: '1fr' }}
      renderItem={(item, firstScreen) => <span data-first-screen={firstScreen}>{item.id}</span>}
    />,
  );
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(items.length));
  const marked = screen.getAllByText(/^card-/).filter((card) => card.dataset.firstScreen === 'true');
  expect(marked.map((card) => card.textContent)).toEqual(items.slice(0, FIRST_SCREEN_CARDS).map((item) => item.id));
});
