import type { AccentName } from '@shared/accents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { communityConfig, fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { settingsTabAnswers } from './settings-fixtures';

// The widget's upload is the journeys' business (e2e/branding.approval.spec.ts); here it
// finishes at once with one file, so what the section does with it can be checked.
// Only the uploader is stood in for; the button that opens it is the real one.
vi.mock('@/features/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/uploads')>()),
  useImageUploader: (options: {
    onComplete: (files: { uploadURL: string }[]) => Promise<void>;
  }) => ({
    isLoading: false,
    preload: () => undefined,
    open: () => options.onComplete([{ uploadURL: '/api/objects/local/stand-in' }]),
  }),
}));

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
const LOGO = '/branding/logo-00000000-0000-4000-8000-000000000000.png';
/** The server's branding as saved: what `/api/config` answers, refetched after each save. */
let saved: { logoUrl: string | null; accent: AccentName } = { logoUrl: null, accent: 'gold' };
const base = (start: typeof saved = { logoUrl: null, accent: 'gold' }) => {
  saved = start;
  return {
    ...signedIn(admin),
    'GET /api/admin/applications': reply([], 200, { 'X-Total-Count': '0' }),
    'GET /api/config': () =>
      json(communityConfig({ communityName: 'Roundtable Houston', ...saved })),
    ...settingsTabAnswers(),
  };
};
/** The server saves and answers the branding as it is now. */
const saves = (change: Partial<typeof saved>) => {
  saved = { ...saved, ...change };
  return json(saved);
};

const brandingSection = async () => within(await screen.findByRole('region', { name: 'Branding' }));

describe('the Branding settings', () => {
  it('uploads a logo: sends the address, previews it, and the top bar and tab follow', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      ...base(),
      'PUT /api/admin/settings/branding/logo': async (request) => {
        bodies.push(await request.json());
        return saves({ logoUrl: LOGO });
      },
    });
    renderApp('/admin?tab=settings');
    const branding = await brandingSection();
    expect(branding.getByRole('img', { name: 'Top bar preview: the built-in mark' })).toBeTruthy();
    expect(branding.queryByRole('button', { name: 'Remove logo' })).toBeNull();

    await userEvent.click(branding.getByRole('button', { name: 'Upload logo' }));
    expect((await findToast()).textContent).toContain('Logo saved');
    expect(bodies).toEqual([{ imageURL: '/api/objects/local/stand-in' }]);
    const preview = branding.getByTestId('logo-preview');
    expect(preview.getAttribute('aria-label')).toBe('Top bar preview: the Roundtable Houston logo');
    expect(within(preview).getByTestId('preview-image').getAttribute('src')).toBe(LOGO);
    expect(branding.getByRole('button', { name: 'Change logo' })).toBeTruthy();
    expect(branding.getByRole('button', { name: 'Remove logo' })).toBeTruthy();
    // The top bar shows it, named by the community; the tab's icon is its 32 px size.
    const home = screen.getByRole('link', { name: 'Roundtable Houston home' });
    expect(within(home).getByRole('img', { name: 'Roundtable Houston' }).getAttribute('src')).toBe(
      LOGO,
    );
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      LOGO.replace('/logo-', '/icon-'),
    );
  });

  it('says what the server refused in a logo, and keeps the built-in mark', async () => {
    fakeServer({
      ...base(),
      'PUT /api/admin/settings/branding/logo': reply(
        {
          message:
            'This image could not be read. Upload a JPEG, PNG, GIF or WebP image that opens on your computer.',
        },
        422,
      ),
    });
    renderApp('/admin?tab=settings');
    const branding = await brandingSection();
    await userEvent.click(branding.getByRole('button', { name: 'Upload logo' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('This image could not be read.');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(branding.getByRole('img', { name: 'Top bar preview: the built-in mark' })).toBeTruthy();
  });

  it('removes the logo', async () => {
    let removed = false;
    fakeServer({
      ...base({ logoUrl: LOGO, accent: 'gold' }),
      'DELETE /api/admin/settings/branding/logo': () => {
        removed = true;
        return saves({ logoUrl: null });
      },
    });
    renderApp('/admin?tab=settings');
    const branding = await brandingSection();
    await userEvent.click(await branding.findByRole('button', { name: 'Remove logo' }));
    expect((await findToast()).textContent).toContain('Logo removed');
    expect(removed).toBe(true);
    expect(branding.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
  });

  it('offers the presets as named radios and saves the chosen accent, applied to the page', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      ...base(),
      'PUT /api/admin/settings/branding': async (request) => {
        const body = (await request.json()) as { accent: AccentName };
        bodies.push(body);
        return saves({ accent: body.accent });
      },
    });
    renderApp('/admin?tab=settings');
    const branding = await brandingSection();
    const group = branding.getByRole('radiogroup', { name: 'Accent colour' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(within(group).getByRole('radio', { name: 'Gold' })).toBeTruthy();
    await userEvent.click(within(group).getByRole('radio', { name: 'Teal' }));
    await userEvent.click(branding.getByRole('button', { name: 'Save accent colour' }));
    expect((await findToast()).textContent).toContain('Accent colour saved');
    expect(bodies).toEqual([{ accent: 'teal' }]);
    await vi.waitFor(() => {
      const style = document.getElementById('accent-theme');
      expect(style?.dataset.accent).toBe('teal');
      expect(style?.textContent).toContain('--gold:#2dd4bf');
    });
  });
});
