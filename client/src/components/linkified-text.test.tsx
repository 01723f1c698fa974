import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './linkified-text';
import { memberProfileHref } from './member-link';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('LinkifiedText with mentions', () => {
  it('shows a mention as @Name linking to the profile, and addresses as links beside it', () => {
    render(
      <LinkifiedText
        mentions
        text={'Ask @[Maya Patel](oidc%3Ahost%3Asub) about https://example.com/a.\nThanks'}
      />,
    );
    const mention = screen.getByRole('link', { name: '@Maya Patel' });
    expect(mention.getAttribute('href')).toBe('/members/oidc:host:sub');
    expect(mention.getAttribute('target')).toBeNull();
    expect(mention.getAttribute('data-mention')).toBe('oidc:host:sub');
    const url = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(url.getAttribute('href')).toBe('https://example.com/a');
    expect(url.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.queryByText(/@\[/)).toBeNull();
  });

  it('links a forged token only to the profile address of its id, encoded', () => {
    render(
      <LinkifiedText
        mentions
        text={[
          '@[Click me](javascript%3Aalert(document.cookie))',
          '@[Evil](javascript%3Aalert%281%29)',
          '@[Away](%2F%2Fevil.example%2Fx)',
          '@[Up](..%2F..%2Fadmin)',
          '@[Bad](%E0%A4%A)',
        ].join(' ')}
      />,
    );
    // Brackets in the id end the token early: that one is not a mention at all.
    expect(screen.queryByRole('link', { name: '@Click me' })).toBeNull();
    expect(hrefOf('@Evil')).toBe(memberProfileHref('javascript:alert(1)'));
    expect(hrefOf('@Evil')).toBe('/members/javascript:alert(1)');
    expect(hrefOf('@Away')).toBe('/members/%2F%2Fevil.example%2Fx');
    expect(hrefOf('@Up')).toBe('/members/..%2F..%2Fadmin');
    // A malformed id is left as text.
    expect(screen.getByText(/@\[Bad\]/)).toBeTruthy();
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/members\/[^/]+$/);
    }
  });

  it('leaves tokens as written where the text takes no mentions', () => {
    render(<LinkifiedText text="@[Maya Patel](u-1)" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('@[Maya Patel](u-1)')).toBeTruthy();
  });
});
