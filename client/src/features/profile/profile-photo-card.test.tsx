import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

// The widget's upload is the journeys' business (e2e/uploads.spec.ts); here it finishes at
// once with one file, so what follows — the server refusing the photo — can be checked.
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

// The server only refuses a photo the widget has just uploaded when the upload vanished
// in between, which no journey can arrange; the page's answer to it is checked here.
describe('profile photo refused by the server', () => {
  it('says Failed to update profile image and keeps no photo', async () => {
    fakeServer({
      ...signedIn(),
      'PUT /api/profile-image': reply({ message: 'Nothing was uploaded there' }, 404),
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Photo' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Failed to update profile image');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    const preview = screen.getByTestId('profile-photo-preview');
    expect(within(preview).queryByRole('img', { name: 'Your avatar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeTruthy();
  });
});

describe('profile photo saved on upload', () => {
  it('saves the photo at once (save: true), says so, and shows it in the top bar', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      ...signedIn(),
      'PUT /api/profile-image': async (request) => {
        bodies.push(await request.json());
        return json({ objectPath: '/objects/uploads/new-photo' });
      },
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Photo' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Profile photo saved');
    expect(toast.textContent).toContain(
      'Your new photo is saved; there is no need to press Save for it.',
    );
    expect(bodies).toEqual([{ imageURL: '/api/objects/local/stand-in', save: true }]);
    const preview = screen.getByTestId('profile-photo-preview');
    expect(within(preview).getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe(
      '/objects/uploads/new-photo',
    );
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeTruthy();
  });
});
