import type { PhotoAlbum } from '@shared/contracts/gallery';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';

// The widget's own upload is the journeys' business (e2e/gallery.spec.ts); here it reports
// at once what each test scripts (files stored, files refused with the server's words), so
// what the dialog does with them can be checked state by state.
const widget = vi.hoisted(() => ({
  script: null as null | ((options: WidgetOptions) => Promise<void>),
  removed: [] as string[],
}));
interface WidgetOptions {
  onComplete: (files: unknown[]) => Promise<void> | void;
  onFailed?: (files: { id: string; name: string; reason: string }[]) => void;
}
vi.mock('@/features/uploads', () => ({
  defaultNote: () => 'JPEG, PNG, GIF or WebP images only, up to 10 MB each',
  useUploaderInDialog: (options: WidgetOptions) => ({
    open: () => void widget.script?.(options),
    preload: () => undefined,
    isLoading: false,
    buttonRef: createRef<HTMLButtonElement>(),
    overlay: { open: false, owns: () => false, restoreFocus: () => undefined },
    removeFile: (id: string) => widget.removed.push(id),
  }),
}));

const album: PhotoAlbum = {
  id: 1,
  name: 'Gala 2026',
  description: null,
  createdBy: 'someone',
  isPublic: true,
  coverPhotoId: null,
  photoCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  coverThumbnailUrl: null,
  owner: {
    id: 'someone',
    firstName: 'Sam',
    lastName: 'Doe',
    email: 'sam@example.com',
    profileImageUrl: null,
    title: null,
    company: null,
  },
  mine: false,
  canEdit: false,
  canDelete: false,
  deleteNeedsReason: false,
};

const stored = (id: string, name: string) => ({
  id,
  name,
  type: 'image/jpeg',
  size: 1000,
  title: name.split('.')[0],
  description: '',
  uploadURL: `/api/objects/local/${id}`,
  objectPath: `/objects/uploads/${id}`,
});

const REFUSED = 'JPEG, PNG, GIF or WebP images only';

function gallery(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    ...signedIn(),
    'GET /api/photo-albums': reply([album]),
    'GET /api/photos': reply([], 200, { 'X-Total-Count': '0' }),
    ...extra,
  });
}

async function openDialog() {
  renderApp('/gallery?album=1');
  await userEvent.click(await screen.findByRole('button', { name: 'Upload Photos' }));
  return screen.findByRole('dialog', { name: 'Upload Photos to Gala 2026' });
}

beforeEach(() => {
  widget.script = null;
  widget.removed = [];
});

describe('gallery upload: one action, failures inline', { timeout: 20_000 }, () => {
  it('adds every uploaded photo to the album as soon as the upload finishes', async () => {
    const created: unknown[] = [];
    gallery({
      'POST /api/photos': async (request) => {
        created.push(await request.json());
        return json({ id: created.length }, 201);
      },
    });
    widget.script = async (o) => {
      await o.onComplete([stored('a', 'dinner.jpg'), stored('b', 'stage.jpg')]);
    };
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Choose Photos to Upload/ }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Photo uploaded successfully');
    expect(toast.textContent).toContain('2 photo(s) uploaded successfully');
    expect(created).toEqual([
      { albumId: 1, title: 'dinner', fileName: 'dinner.jpg', objectPath: '/api/objects/local/a' },
      { albumId: 1, title: 'stage', fileName: 'stage.jpg', objectPath: '/api/objects/local/b' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Upload Photos to Gala 2026' })).toBeNull();
  });

  it('shows a refused file inline with its reason; removing it clears the failed state', async () => {
    gallery({ 'POST /api/photos': reply({ id: 9 }, 201) });
    widget.script = async (o) => {
      o.onFailed?.([{ id: 'bad', name: 'logo.svg', reason: REFUSED }]);
      await o.onComplete([stored('a', 'dinner.jpg')]);
    };
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Choose Photos to Upload/ }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('1 photo(s) could not be added');
    const problem = within(alert).getByTestId('upload-problem');
    expect(problem.textContent).toContain('logo.svg');
    expect(problem.textContent).toContain(REFUSED);
    expect(within(dialog).getByTestId('photos-added').textContent).toBe(
      '1 photo(s) added to Gala 2026',
    );
    // The toast region sits behind the modal dialog (aria-hidden), so it is found by its text.
    expect(await screen.findByText('Some photos failed to upload')).toBeTruthy();
    // Nothing to save again: the refused file never reached storage.
    expect(
      within(dialog).getByRole('button', { name: 'Save Photo' }).hasAttribute('disabled'),
    ).toBe(true);

    await userEvent.click(within(alert).getByRole('button', { name: 'Remove logo.svg' }));
    expect(widget.removed).toEqual(['bad']);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('photos-added').textContent).toBe(
      '1 photo(s) added to Gala 2026',
    );
  });

  it('keeps a photo the server would not save, with its reason, and Save Photo tries it again', async () => {
    const server = gallery({ 'POST /api/photos': failWith(500, '{"message":"Database is busy"}') });
    widget.script = async (o) => {
      await o.onComplete([stored('a', 'dinner.jpg')]);
    };
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Choose Photos to Upload/ }));
    const problem = await within(dialog).findByTestId('upload-problem');
    expect(problem.textContent).toContain('dinner.jpg');
    expect(problem.textContent).toContain('Database is busy');
    expect(within(dialog).queryByTestId('photos-added')).toBeNull();

    server.answer({ 'POST /api/photos': reply({ id: 3 }, 201) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Photo' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('1 photo(s) uploaded successfully');
    expect(screen.queryByRole('dialog', { name: 'Upload Photos to Gala 2026' })).toBeNull();
  });
});
