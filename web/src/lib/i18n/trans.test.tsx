import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Trans } from './trans';
import type { TFunction } from './translator';

const texts: Record<string, string> = {
  sent: 'We sent a link to <strong>{{email}}</strong>. Open it.',
  help: 'Read the <faqLink>FAQ</faqLink> or <emailLink>write to {{email}}</emailLink>.<br/>Thanks',
  unknown: 'Keep <shout>these words</shout>',
};
const t = ((key: string) => texts[key] ?? key) as TFunction;

describe('Trans', () => {
  it('draws plain tags as elements and values as text, never as markup', () => {
    const { container } = render(<Trans t={t} i18nKey="sent" values={{ email: '<b>a@b.test</b>' }} />);
    expect(container.querySelector('strong')?.textContent).toBe('<b>a@b.test</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('We sent a link to <b>a@b.test</b>. Open it.');
  });

  it("puts a tag's text inside the component of its name", () => {
    const { container } = render(
      <Trans t={t} i18nKey="help" values={{ email: 'help@yardsale.test' }} components={{ faqLink: <a href="/faq" />, emailLink: <a href="mailto:help@yardsale.test" /> }} />,
    );
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: 'write to help@yardsale.test' }).getAttribute('href')).toBe('mailto:help@yardsale.test');
    expect(container.querySelector('br')).not.toBeNull();
  });

  it('keeps the words of a tag it has no component for', () => {
    const { container } = render(<Trans t={t} i18nKey="unknown" />);
    expect(container.innerHTML).toBe('Keep these words');
  });
});
