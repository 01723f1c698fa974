import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { STANDARD_ABOUT, settingsTabAnswers } from './settings-fixtures';

const admin = member({ id: 'admin-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
const base = () => ({
  ...signedIn(admin),
  'GET /api/admin/applications': reply([], 200, { 'X-Total-Count': '0' }),
  ...settingsTabAnswers(),
});

const aboutSection = async () => within(await screen.findByRole('region', { name: 'About page' }));

describe('the About page settings', () => {
  it('starts from the standard texts and sends only what the admin changed', async () => {
    let sent: Record<string, unknown> | null = null;
    fakeServer({
      ...base(),
      'PUT /api/admin/settings/about': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return json({ settings: sent, defaults: STANDARD_ABOUT });
      },
    });
    renderApp('/admin?tab=settings');
    const about = await aboutSection();
    const mission = await about.findByRole('textbox', { name: 'Our Mission' });
    expect((mission as HTMLTextAreaElement).value).toBe('To connect Houston.');
    expect(about.getAllByRole('group', { name: /^Value \d$/ })).toHaveLength(3);
    expect(about.getAllByRole('group', { name: /^Leader \d$/ })).toHaveLength(2);

    await userEvent.clear(mission);
    await userEvent.type(mission, 'We **connect** founders.');
    await userEvent.clear(about.getByRole('textbox', { name: 'Our Vision' }));
    await userEvent.click(about.getByRole('button', { name: 'Remove Value 1' }));
    // The values after it move up, fields and all.
    const first = about.getByRole('group', { name: 'Value 1' });
    expect((within(first).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Innovation',
    );
    await userEvent.click(about.getByRole('button', { name: 'Add someone else' }));
    const third = about.getByRole('group', { name: 'Leader 3' });
    await userEvent.type(within(third).getByRole('textbox', { name: 'Name' }), 'Sam Ortiz');
    await userEvent.type(within(third).getByRole('textbox', { name: 'Role' }), 'Treasurer');
    await userEvent.click(about.getByRole('radio', { name: 'Live counts' }));
    expect(about.queryByRole('textbox', { name: 'Figure 1 number' })).toBeNull();
    await userEvent.clear(about.getByRole('textbox', { name: 'Contact phone' }));
    await userEvent.click(about.getByRole('button', { name: 'Save About page' }));

    expect((await findToast()).textContent).toContain('About page saved');
    expect(sent).toEqual({
      // Kept as the standard text: null, so it follows the standard text from now on.
      intro: null,
      mission: 'We **connect** founders.',
      // Emptied: left off the page.
      vision: '',
      values: STANDARD_ABOUT.values.slice(1),
      leaders: [
        ...STANDARD_ABOUT.leaders,
        { memberId: null, name: 'Sam Ortiz', role: 'Treasurer', bio: '' },
      ],
      figureMode: 'live',
      figures: null,
      contactEmail: null,
      contactPhone: '',
      contactLocation: null,
    });
  });

  it('names what is missing in the browser and sends nothing', async () => {
    const server = fakeServer(base());
    renderApp('/admin?tab=settings');
    const about = await aboutSection();
    await userEvent.click(await about.findByRole('button', { name: 'Remove Leader 2' }));
    await userEvent.click(about.getByRole('button', { name: 'Remove Leader 1' }));
    await userEvent.click(about.getByRole('button', { name: 'Add someone else' }));
    await userEvent.type(about.getByRole('textbox', { name: 'Figure 2 label' }), ' more');
    await userEvent.clear(about.getByRole('textbox', { name: 'Figure 2 number' }));
    await userEvent.click(about.getByRole('button', { name: 'Save About page' }));
    expect(await about.findByText('Name is required')).toBeTruthy();
    expect(about.getByText('Give this figure a number')).toBeTruthy();
    expect(server.calls).not.toContain('PUT /api/admin/settings/about');
  });

  it('puts every part back to the standard text, to be saved', async () => {
    fakeServer({
      ...base(),
      'GET /api/admin/settings/about': reply({
        settings: {
          intro: '',
          mission: 'Ours.',
          vision: '',
          values: [],
          leaders: [],
          figureMode: 'live',
          figures: [],
          contactEmail: '',
          contactPhone: '',
          contactLocation: '',
        },
        defaults: STANDARD_ABOUT,
      }),
    });
    renderApp('/admin?tab=settings');
    const about = await aboutSection();
    expect(
      ((await about.findByRole('textbox', { name: 'Our Mission' })) as HTMLTextAreaElement).value,
    ).toBe('Ours.');
    expect(about.queryAllByRole('group', { name: /^Value \d$/ })).toHaveLength(0);
    await userEvent.click(about.getByRole('button', { name: 'Use the standard texts' }));
    expect((about.getByRole('textbox', { name: 'Our Mission' }) as HTMLTextAreaElement).value).toBe(
      'To connect Houston.',
    );
    expect(about.getAllByRole('group', { name: /^Value \d$/ })).toHaveLength(3);
    expect(
      (about.getByRole('radio', { name: 'Written figures' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
