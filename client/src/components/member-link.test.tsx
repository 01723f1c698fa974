import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MemberLink, memberProfileHref } from './member-link';

const ada = {
  id: 'oidc:login.example.com:ada/1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  profileImageUrl: null,
};

function renderAt(ui: React.ReactNode) {
  const location = memoryLocation({ path: '/', record: true });
  render(<Router hook={location.hook}>{ui}</Router>);
  return location;
}

describe('MemberLink', () => {
  it('a former member (decision 022): "Former member", no link, a neutral avatar', () => {
    const former = {
      id: 'gone-1',
      firstName: null,
      lastName: null,
      email: null,
      profileImageUrl: null,
      former: true,
    };
    const { container } = render(<MemberLink member={former} show="both" name={undefined} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Former member')).toBeTruthy();
    // No initials: a figure stands in the avatar.
    expect(container.textContent).toBe('Former member');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it("links to the member's profile, named by their display name", () => {
    renderAt(<MemberLink member={ada} />);
    const link = screen.getByRole('link', { name: 'Ada Lovelace' });
    expect(link.getAttribute('href')).toBe('/members/oidc:login.example.com:ada%2F1');
  });

  it('an avatar-only link is still named by the member, with initials for a missing photo', () => {
    renderAt(<MemberLink member={ada} show="avatar" />);
    const link = screen.getByRole('link', { name: 'Ada Lovelace' });
    expect(link.textContent).toContain('AL');
  });

  it('avatar and name together make one link with the name as its name', () => {
    renderAt(<MemberLink member={{ ...ada, firstName: null, lastName: null }} show="both" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toBeTruthy();
  });

  it('takes the keyboard: Tab reaches it, Enter opens the profile', async () => {
    const location = renderAt(<MemberLink member={ada} />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Ada Lovelace' });
    expect(document.activeElement).toBe(link);
    expect(link.className).toContain('focus-visible:outline-2');
    await userEvent.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/members/oidc:login.example.com:ada%2F1');
  });

  it('a decorative twin stays out of the tab order and the accessibility tree', async () => {
    renderAt(
      <>
        <MemberLink member={ada} show="avatar" decorative />
        <MemberLink member={ada} />
      </>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Ada Lovelace');
  });

  it('a former member (no member) is plain text, not a link', () => {
    renderAt(<MemberLink member={null} fallbackName="Former member" />);
    expect(screen.getByText('Former member')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('builds profile addresses that survive any id', () => {
    expect(memberProfileHref('3f1c-uuid')).toBe('/members/3f1c-uuid');
    expect(memberProfileHref('a b?c#d')).toBe('/members/a%20b%3Fc%23d');
  });
});
