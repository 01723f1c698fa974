import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import type { AboutPage } from './about-api';

const page = (overrides: Partial<AboutPage> = {}): AboutPage => ({
  intro: 'Founders helping founders.',
  mission: 'We **connect** the people who build Houston.',
  vision: 'A Houston where success is shared.',
  values: [{ title: 'Candour', text: 'We say what we think.' }],
  leaders: [
    {
      name: 'Ann Lee',
      role: '',
      bio: 'Runs the dinners.',
      member: {
        id: 'ann-1',
        firstName: 'Ann',
        lastName: 'Lee',
        email: null,
        profileImageUrl: null,
        title: 'Founder, Bayou Labs',
        company: null,
      },
    },
    { name: 'Sam Ortiz', role: 'Treasurer', bio: '', member: null },
  ],
  figures: [
    { value: '12', label: 'Founding Members' },
    { value: '4', label: 'Dinners' },
  ],
  contact: { email: 'hello@example.com', phone: null, location: 'The Ion, Houston' },
  ...overrides,
});

describe('the About page', () => {
  it('shows what the admins wrote, its Markdown formatted, and each leader', async () => {
    fakeServer({ ...signedIn(), 'GET /api/about': reply(page()) });
    renderApp('/about');
    expect(await screen.findByText('Founders helping founders.')).toBeTruthy();
    // The mission uses Markdown: the renderer loads and formats it.
    const strong = await screen.findByText('connect', { selector: 'strong' });
    expect(strong).toBeTruthy();
    // Plain text needs no renderer, and reads as written.
    expect(screen.getByText('A Houston where success is shared.')).toBeTruthy();

    const leaders = within(screen.getByRole('region', { name: 'Leadership Team' }));
    const ann = leaders.getByRole('link', { name: 'Ann Lee' });
    expect(ann.getAttribute('href')).toBe('/members/ann-1');
    // No role written: the member's own title.
    expect(leaders.getByText('Founder, Bayou Labs')).toBeTruthy();
    expect(leaders.getByText('SO')).toBeTruthy();
    expect(leaders.getByText('Treasurer')).toBeTruthy();

    const figures = screen.getByRole('region', { name: 'Community in numbers' });
    expect([...figures.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Founding Members',
      'Dinners',
    ]);
    const contact = within(screen.getByRole('region', { name: 'Get In Touch' }));
    expect(contact.getByRole('link', { name: 'hello@example.com' })).toBeTruthy();
    // No phone: no call link.
    expect(contact.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'mailto:hello@example.com',
    ]);
    expect(contact.getByText('The Ion, Houston')).toBeTruthy();
  });

  it('leaves out every part the admins removed', async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/about': reply(
        page({
          intro: null,
          mission: null,
          vision: null,
          values: [],
          leaders: [],
          figures: [],
          contact: { email: null, phone: null, location: null },
        }),
      ),
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: /^About / })).toBeTruthy();
    // The answer is in once the loading placeholder has gone.
    await waitFor(() => expect(document.querySelector('.animate-pulse')).toBeNull());
    for (const name of [
      'Our Mission',
      'Our Vision',
      'Our Core Values',
      'Leadership Team',
      'Get In Touch',
    ])
      expect(screen.queryByRole('heading', { name })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Community in numbers' })).toBeNull();
  });

  it("says 'Failed to fetch the About page' with Try again", async () => {
    fakeServer({ ...signedIn(), 'GET /api/about': failWith(500) });
    renderApp('/about');
    expect(await screen.findByText('Failed to fetch the About page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
