// An alert's distance among the chips of the reader's units, also when it was saved in the others.
import { fireEvent, screen } from '@testing-library/react';
import { KM_PER_MILE } from '@yardsale/core/geo';
import { afterEach, expect, it } from 'vitest';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { RadiusChips } from './radius-chips';

afterEach(resetScreen);

/** Labels with their no-break space read as a space. */
const text = (chip: HTMLElement) => chip.textContent!.replace(/\s/g, ' ');
const pressed = () => screen.getAllByRole('button', { pressed: true }).map(text);

const chipLabels = async () => (await screen.findAllByRole('button')).map(text);

it("presses the chip of the alert's distance in the reader's units", async () => {
  renderScreen('/settings', <RadiusChips radiusKm={5 * KM_PER_MILE} units="miles" onChange={() => {}} />);
  expect(await chipLabels()).toEqual(['1 mi', '3 mi', '5 mi', '15 mi', '30 mi']);
  expect(pressed()).toEqual(['5 mi']);
});

it('keeps a distance saved in kilometres as a pressed chip of its own to a reader of miles, in its place', async () => {
  let chosen = 10;
  renderScreen('/settings', <RadiusChips radiusKm={10} units="miles" onChange={(km) => (chosen = km)} />);
  expect(await chipLabels()).toEqual(['1 mi', '3 mi', '5 mi', '6.2 mi', '15 mi', '30 mi']);
  expect(pressed()).toEqual(['6.2 mi']);
  fireEvent.click(screen.getByRole('button', { name: /^15\smi$/ }));
  expect(chosen).toBeCloseTo(15 * KM_PER_MILE, 9);
});
