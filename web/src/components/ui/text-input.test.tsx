// The text input built from MUI's parts reads to assistive technology as TextField did.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { NativeSelectField } from './native-select-field';
import { TextInput } from './text-input';

afterEach(cleanup);

it('is named by its label, described by its helper text, and marked required and invalid', () => {
  render(<TextInput id="email" type="email" label="Email" required error helperText="Please enter a valid email address" defaultValue="" />);
  const field = screen.getByRole('textbox', { name: /^Email/ });
  expect(field.getAttribute('id')).toBe('email');
  expect(field.hasAttribute('required')).toBe(true);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toBe('email-helper-text');
  expect(document.getElementById('email-helper-text')?.textContent).toBe('Please enter a valid email address');
});

it('has no description without helper text, and reports what is typed', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return <TextInput id="search" label="Search" value={value} onChange={(event) => setValue(event.target.value)} helperText={value && `Searching ${value}`} />;
  }
  render(<Controlled />);
  const field = screen.getByRole('textbox', { name: 'Search' });
  expect(field.hasAttribute('aria-describedby')).toBe(false);
  fireEvent.change(field, { target: { value: 'lamp' } });
  expect((field as HTMLInputElement).value).toBe('lamp');
  expect(document.getElementById('search-helper-text')?.textContent).toBe('Searching lamp');
});

it('lists its choices in the browser\'s own select and reports the one chosen', () => {
  let chosen = '';
  render(<NativeSelectField id="category" label="Category" value="All" options={['All', 'Free', 'Housing']} onChange={(value) => (chosen = value)} />);
  const select = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
  expect([...select.options].map((option) => option.value)).toEqual(['All', 'Free', 'Housing']);
  expect(select.value).toBe('All');
  fireEvent.change(select, { target: { value: 'Housing' } });
  expect(chosen).toBe('Housing');
});
