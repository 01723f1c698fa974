import type { Browser, Page } from '@playwright/test';
import {
  expectNamesContainVisibleText,
  expectNoSeriousViolations,
  expectNoSeriousViolationsLightAndDark,
} from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

/** `yyyy-MM-ddTHH:mm` for a `datetime-local` input, `days` ahead at `hour`, browser time. */
function localInput(page: Page, days: number, hour: number) {
  return page.evaluate(
    ([d, h]) => {
      const date = new Date();
      date.setDate(date.getDate() + d);
      date.setHours(h, 0, 0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(h)}:00`;
    },
    [days, hour] as const,
  );
}

/**
 * The community's time zone (COMMUNITY_TIME_ZONE's default): members' browsers are in
 * Houston, so times typed into the form and shown on the page read the same.
 */
const TIME_ZONE = 'America/Chicago';
test.use({ timezoneId: TIME_ZONE });

/** A member in a browser context of their own, signed in. */
async function memberPage(
  browser: Browser,
  firstName: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({
    timezoneId: TIME_ZONE,
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  await signInAsNewMember(page, { firstName });
  return page;
}

/**
 * The toast, found by its variant attribute: while a modal dialog is open Radix hides the
 * rest of the page from the accessibility tree, so a role query cannot see it.
 */
const toastItem = (page: Page) => page.locator('li[data-variant]');

const upcoming = (page: Page) => page.getByRole('list', { name: 'Upcoming Events' });
/** The selected day's events. */
const selectedDay = (page: Page) => page.getByRole('list', { name: /^Events on / });

test.describe('Event calendar', () => {
  test('create, edit (Virtual switch) and delete an event, with toasts', async ({
    memberPage: page,
  }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Event Calendar' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await expect(dialog).toBeVisible();

    // Required fields are checked before anything is sent.
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();

    const title = `Founders Breakfast ${Date.now()}`;
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Tacos, coffee and introductions.');
    await dialog.getByLabel('Start', { exact: true }).fill(await localInput(page, 1, 8));
    await dialog.getByLabel('End', { exact: true }).fill(await localInput(page, 1, 10));
    await dialog
      .getByLabel('Location', { exact: true })
      .fill('The Ion, 4201 Main St, Houston, TX 77002');
    const maps = dialog.getByRole('link', { name: /Open in Google Maps/ });
    await expect(maps).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=The%20Ion%2C%204201%20Main%20St%2C%20Houston%2C%20TX%2077002',
    );
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    await dialog.getByLabel('Max attendees', { exact: true }).fill('25');
    // The organiser takes a seat unless they say otherwise (decision 065).
    await expect(dialog.getByRole('switch', { name: "I'm attending" })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(toast(page)).toContainText('Event created successfully');
    await expect(dialog).toBeHidden();

    const row = upcoming(page).getByRole('button', { name: new RegExp(title) });
    await expect(row).toContainText('1 of 25 attending');
    await expect(row).toContainText('The Ion, 4201 Main St');
    const dateText = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
    });
    await expect(row).toContainText(new RegExp(`${dateText} · 8:00 AM – 10:00 AM C[DS]T`));

    // Edit: the organiser's own event opens as members see it, with Edit Event as an action
    // (issue 37); Virtual swaps the field.
    await row.click();
    const own = page.getByRole('dialog', { name: title });
    // Their seat is a real one: they can give it back, and take it again.
    await own.getByRole('button', { name: 'Cancel attendance' }).click();
    await expect(own.getByTestId('attendee-count')).toHaveText('0 of 25 attending');
    await expect(own.getByRole('button', { name: 'Attend', exact: true })).toBeVisible();
    await own.getByRole('button', { name: 'Edit Event' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    const virtual = edit.getByRole('switch', { name: 'Virtual event' });
    await expect(virtual).toHaveAttribute('aria-checked', 'false');
    await virtual.click();
    await expect(edit.getByLabel('Location', { exact: true })).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Meeting URL is required for a virtual event')).toBeVisible();
    await edit.getByLabel('Meeting URL', { exact: true }).fill('javascript:alert(1)');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Must be an http(s) URL')).toBeVisible();
    await edit
      .getByLabel('Meeting URL', { exact: true })
      .fill('https://meet.example.com/breakfast');
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (online)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Event updated successfully');
    await expect(edit).toBeHidden();
    const edited = upcoming(page).getByRole('button', {
      name: new RegExp(`${title} \\(online\\)`),
    });
    await expect(edited).toContainText('Virtual');

    // Delete (in the edit dialog) asks first; Cancel keeps the event.
    await edited.click();
    await page
      .getByRole('dialog', { name: `${title} (online)` })
      .getByRole('button', { name: 'Edit Event' })
      .click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' });
    await expect(confirm).toContainText('Are you sure you want to delete this event?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    // From the keyboard: the confirm's action, then the focus lands on the calendar page
    // (the day's first event, else Add Event), not on the page's body.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Event deleted successfully');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (active?.closest('[aria-labelledby="day-heading"]')) return 'day event';
          return active?.textContent?.trim() ?? null;
        }),
      )
      .toMatch(/^(day event|Add Event)$/);
    await expect(upcoming(page).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  });

  test('the selected day lists its events; another member attends; a full event refuses; .ics downloads', async ({
    browser,
  }) => {
    const host = await memberPage(browser, 'Hana');
    const start = new Date(Date.now() + 26 * 3600 * 1000);
    start.setMinutes(0, 0, 0);
    const title = `Port Tour ${Date.now()}`;
    const created = await host.request.post('/api/events', {
      data: {
        title,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
        location: 'Bayport Container Terminal, Pasadena, TX',
        maxAttendees: 1,
      },
    });
    expect(created.status()).toBe(201);
    const eventId = (await created.json()).id as number;

    // Another member: the read-only view, Attend, the count and 'Full'.
    const guest = await memberPage(browser, 'Gus');
    await guest.goto('/calendar');
    const day = start.toLocaleDateString('en-CA', {
      timeZone: await guest.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    });
    await guest.getByRole('button', { name: 'Next month' }).waitFor();
    const dayButton = guest.locator(`[data-testid="calendar-day"][data-date="${day}"]`);
    if ((await dayButton.count()) === 0)
      await guest.getByRole('button', { name: 'Next month' }).click();
    // The day's date number, top left: the rest of a wide cell holds its event chips.
    await guest
      .locator(`[data-testid="calendar-day"][data-date="${day}"]`)
      .first()
      .click({ position: { x: 10, y: 10 } });
    const dayList = guest.getByRole('list', { name: /^Events on / });
    await dayList.getByRole('button', { name: new RegExp(title) }).click();

    const view = guest.getByRole('dialog', { name: title });
    await expect(view.getByText('Organized by')).toBeVisible();
    await expect(view.getByLabel('Title', { exact: true })).toHaveCount(0);
    await expect(view.getByTestId('attendee-count')).toHaveText('0 of 1 attending');
    await view.getByRole('button', { name: 'Attend' }).click();
    await expect(toastItem(guest)).toContainText("You're attending");
    await expect(view.getByTestId('attendee-count')).toHaveText('1 of 1 attending');
    await expect(view.getByText('Full', { exact: true })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Cancel attendance' })).toBeVisible();
    await expect(view.getByRole('list', { name: 'Attendees' }).getByRole('listitem')).toHaveCount(
      1,
    );

    // Add to calendar downloads an iCalendar file.
    const [download] = await Promise.all([
      guest.waitForEvent('download'),
      view.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^port-tour-\d+\.ics$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const ics = await readFile(path, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain(`SUMMARY:${title}\r\n`);
    expect(ics).toContain(`UID:event-${eventId}@`);

    // A third member finds it full and joins the waiting list, with their place.
    const late = await memberPage(browser, 'Lou');
    await late.goto('/calendar');
    await upcoming(late)
      .getByRole('button', { name: new RegExp(title) })
      .click();
    const lateView = late.getByRole('dialog', { name: title });
    await expect(lateView.getByRole('status')).toContainText('This event is full');
    await lateView.getByRole('button', { name: 'Join waiting list' }).click();
    await expect(toastItem(late)).toContainText("You're on the waiting list (#1)");
    await expect(lateView.getByRole('status')).toHaveText("You're on the waiting list (#1)");
    await expect(lateView.getByTestId('attendee-count')).toHaveText('1 of 1 attending · 1 waiting');
    await expect(lateView.getByRole('button', { name: 'Leave waiting list' })).toBeVisible();

    // The guest cancels; the seat goes to Lou at once.
    await view.getByRole('button', { name: 'Cancel attendance' }).click();
    await expect(toastItem(guest)).toContainText('Attendance cancelled');
    await expect(view.getByTestId('attendee-count')).toHaveText('1 of 1 attending');
    await expect(view.getByRole('button', { name: 'Join waiting list' })).toBeEnabled();

    // Lou is told: on the dashboard, in the calendar's list, and once in the event.
    await late.goto('/');
    const notice = late.getByRole('region', { name: "A seat opened up — you're going" });
    await expect(notice.getByRole('link', { name: title })).toBeVisible();
    await late.goto('/calendar');
    await expect(upcoming(late).getByRole('button', { name: new RegExp(title) })).toContainText(
      "A seat opened up — you're going",
    );
    await late.goto('/');
    await notice.getByRole('link', { name: title }).click();
    await expect(late).toHaveURL(new RegExp(`/calendar\\?event=${eventId}$`));
    await expect(lateView.getByRole('status')).toHaveText("A seat opened up — you're going");
    await expect(lateView.getByRole('button', { name: 'Cancel attendance' })).toBeVisible();
    // Seen once: opened again, the event just says they are going, and the marks are gone.
    await late.reload();
    await expect(lateView.getByRole('status')).toHaveText("You're going");
    await late.goto('/');
    await expect(late.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    await expect(notice).toHaveCount(0);

    await host.request.delete(`/api/events/${eventId}`);
  });

  test('the organiser sees attendees and the waiting list and exports them as CSV', async ({
    browser,
  }) => {
    const host = await memberPage(browser, 'Hana');
    const title = `Export Supper ${Date.now()}`;
    const created = await host.request.post('/api/events', {
      data: {
        title,
        startDate: new Date(Date.now() + 30 * 3600 * 1000).toISOString(),
        location: 'Ninfa’s on Navigation, Houston',
        maxAttendees: 1,
      },
    });
    const eventId = (await created.json()).id as number;
    const ana = await memberPage(browser, 'Ana');
    const bo = await memberPage(browser, 'Bo');
    expect((await ana.request.post(`/api/events/${eventId}/attendance`)).status()).toBe(201);
    expect((await bo.request.post(`/api/events/${eventId}/attendance`)).status()).toBe(201);
    // Others are refused the list and the file.
    const refused = await bo.request.get(`/api/events/${eventId}/attendees.csv`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'Only the organizer can see the attendee list',
    });

    // The organiser opens their event as members see it, with who is going.
    await host.goto(`/calendar?event=${eventId}`);
    const edit = host.getByRole('dialog', { name: title });
    await edit.getByRole('button', { name: 'Attendees and waiting list' }).click();
    await expect(edit.getByRole('list', { name: 'Attending (1)' })).toContainText('Ana');
    const waiting = edit.getByRole('list', { name: 'Waiting list (1)' });
    await expect(waiting.getByRole('listitem')).toHaveCount(1);
    await expect(waiting.getByRole('listitem').first()).toContainText('#1');
    await expect(waiting.getByRole('listitem').first()).toContainText('Bo');
    // Each name links to the member's profile.
    await waiting.getByRole('link', { name: /^Bo / }).click();
    await expect(host).toHaveURL(/\/members\/[^/]+$/);
    await expect(host.getByRole('heading', { level: 1, name: /^Bo / })).toBeVisible();
    await host.goBack();
    await expect(edit).toBeVisible();

    const [download] = await Promise.all([
      host.waitForEvent('download'),
      edit.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${title.toLowerCase().replaceAll(' ', '-')}-attendees.csv`,
    );
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Status","Waiting list place","First name","Last name","Email","Title","Company","Joined (America/Chicago)","Seat opened (America/Chicago)"',
    );
    expect(lines[1]).toMatch(
      /^"Attending","","Ana","[^"]*","[^"]+@[^"]+","","","\d{4}-\d\d-\d\d \d\d:\d\d",""$/,
    );
    expect(lines[2]).toMatch(/^"Waiting","1","Bo",/);
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  test('a chip opens its event; the event’s address opens it on its month; an ended event is read-only', async ({
    browser,
  }) => {
    const host = await memberPage(browser, 'Hana');
    const guest = await memberPage(browser, 'Gus', { width: 1280, height: 900 });
    // Forty days ahead: another month than today's.
    const far = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    far.setUTCHours(23, 0, 0, 0);
    const title = `Chip Gala ${Date.now()}`;
    const farEvent = await (
      await host.request.post('/api/events', {
        data: { title, startDate: far.toISOString(), location: 'Houston' },
      })
    ).json();

    // The shared address: the event's month, its day selected, its dialog open.
    await guest.goto(`/calendar?event=${farEvent.id}`);
    const view = guest.getByRole('dialog', { name: title });
    await expect(view).toBeVisible();
    const monthName = far.toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    });
    await expect(guest.getByRole('heading', { name: monthName })).toBeVisible();
    await expect(view.getByText(/· \d{1,2}:\d\d [AP]M C[DS]T$/)).toBeVisible();
    // Copy link copies that address.
    await guest.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await view.getByRole('button', { name: 'Copy link' }).click();
    await expect(toastItem(guest)).toContainText('Link copied');
    expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/calendar?event=${farEvent.id}`, guest.url()).href,
    );
    // (Escape would first dismiss the toast: Radix layers close top-down.)
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();
    await expect(guest).toHaveURL(/\/calendar$/);

    // The month grid's chip opens the event.
    await guest.locator('[data-testid="event-chip"]', { hasText: title }).click();
    await expect(view).toBeVisible();
    await expect(guest).toHaveURL(new RegExp(`\\?event=${farEvent.id}$`));
    await guest.keyboard.press('Escape');

    // An event that has ended: no Attend, no Cancel, and the server refuses both.
    const pastTitle = `Past Panel ${Date.now()}`;
    const past = await (
      await host.request.post('/api/events', {
        data: {
          title: pastTitle,
          startDate: new Date(Date.now() - 5 * 3600 * 1000).toISOString(),
          endDate: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
          location: 'Houston',
        },
      })
    ).json();
    await guest.goto(`/calendar?event=${past.id}`);
    const pastView = guest.getByRole('dialog', { name: pastTitle });
    await expect(pastView.getByRole('status')).toHaveText('This event has ended');
    await expect(
      pastView.getByRole('button', { name: /Attend|Cancel attendance|waiting list/ }),
    ).toHaveCount(0);
    const refused = await guest.request.post(`/api/events/${past.id}/attendance`);
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ message: 'This event has already ended' });

    // The organiser's name links to their profile.
    await pastView.getByRole('link', { name: /^Hana / }).click();
    await expect(guest).toHaveURL(/\/members\/[^/]+$/);
    await expect(guest.getByRole('heading', { level: 1, name: /^Hana / })).toBeVisible();
  });

  test('a member travelling in Tokyo types 7 PM: it is 7 PM in Houston everywhere, on its Houston day, with their own time beside it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await signInAsNewMember(page, { firstName: 'Kenji' });
    // Three days ahead, on Houston's calendar.
    const houstonDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(
      new Date(Date.now() + 3 * 24 * 3600 * 1000),
    );
    const [year, month, day] = houstonDay.split('-');
    const title = `Midtown Mixer ${Date.now()}`;

    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    const start = dialog.getByLabel('Start', { exact: true });
    // The form says whose clock its times are on.
    await expect(start).toHaveAccessibleDescription(
      /^In Central (Standard|Daylight) Time \(America\/Chicago\)$/,
    );
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await start.fill(`${houstonDay}T19:00`);
    await dialog.getByLabel('End', { exact: true }).fill(`${houstonDay}T21:00`);
    await dialog.getByLabel('Location', { exact: true }).fill('Midtown, Houston');
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/events',
    );
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    const created = (await (await posted).json()) as { id: number; startDate: string };
    await expect(toast(page)).toContainText('Event created successfully');
    // Saved as 7 PM on Houston's clock.
    const houstonClock = new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(created.startDate));
    expect(houstonClock).toBe('7:00 PM');
    const tokyoTime = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(created.startDate));

    // Opened from its address: its Houston day is selected, and the grid files it there.
    await page.goto(`/calendar?event=${created.id}`);
    await page
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: 'Edit Event' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Start', { exact: true })).toHaveValue(`${houstonDay}T19:00`);
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cell = page.locator('td', { has: page.locator(`[data-date="${houstonDay}"]`) });
    await expect(cell.getByTestId('event-chip').filter({ hasText: title })).toBeVisible();
    await expect(page.locator(`[data-date="${houstonDay}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The day's list (not Upcoming, which other journeys' sooner events may fill): Houston's
    // time first, labelled, then the member's own.
    const row = selectedDay(page).getByRole('button', { name: new RegExp(title) });
    await expect(row).toContainText(
      new RegExp(`${month}/${day}/${year} · 7:00 PM – 9:00 PM C[DS]T`),
    );
    await expect(row.getByTestId('local-time')).toHaveText(
      new RegExp(`^\\(\\d\\d/\\d\\d/\\d{4} · ${tokyoTime} GMT\\+9, your time\\)$`),
    );
    await context.close();
  });

  test('an event hosted in London: typed on its clock, shown in it everywhere with the Houston time beside it', async ({
    memberPage: page,
  }) => {
    const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(Date.now() + 4 * 24 * 3600 * 1000),
    );
    const [year, month, day] = londonDay.split('-');
    const title = `London Investor Call ${Date.now()}`;
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    const zone = dialog.getByLabel('Time zone', { exact: true });
    // A new event takes the community's zone.
    await expect(zone).toHaveValue(TIME_ZONE);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    const start = dialog.getByLabel('Start', { exact: true });
    await start.fill(`${londonDay}T19:00`);
    await dialog.getByLabel('End', { exact: true }).fill(`${londonDay}T20:00`);
    await dialog.getByRole('switch', { name: 'Virtual event' }).click();
    await dialog.getByLabel('Meeting URL', { exact: true }).fill('https://meet.example.com/ldn');
    // A zone the browser does not know is refused on the field, and nothing is sent.
    await zone.fill('Mars/Olympus_Mons');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(
      dialog.getByText('Time zone must be an IANA name such as America/Chicago'),
    ).toBeVisible();
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    // The form says whose clock Start is on, as the zone changes.
    await zone.fill('Europe/London');
    await expect(start).toHaveAccessibleDescription(
      /^In (Greenwich Mean|British Summer) Time \(Europe\/London\)$/,
    );
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/events',
    );
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    const created = (await (await posted).json()) as {
      id: number;
      startDate: string;
      timeZone: string;
    };
    await expect(toast(page)).toContainText('Event created successfully');
    expect(created.timeZone).toBe('Europe/London');
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
        new Date(created.startDate),
      );
    expect(clock('Europe/London')).toBe('7:00 PM');

    // Opened to edit: the times are London's, and so is the zone.
    await page.goto(`/calendar?event=${created.id}`);
    const view = page.getByRole('dialog', { name: title });
    await expect(view).toContainText(/7:00 PM – 8:00 PM (GMT|BST|GMT\+1)/);
    // The organiser's view, with Edit Event in it.
    await expectNoSeriousViolations(page);
    await view.getByRole('button', { name: 'Edit Event' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Start', { exact: true })).toHaveValue(`${londonDay}T19:00`);
    await expect(edit.getByLabel('Time zone', { exact: true })).toHaveValue('Europe/London');
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
    // Its day's list: London's time, labelled, then the member's own (Houston's: the same day, so
    // no date).
    const row = selectedDay(page).getByRole('button', { name: new RegExp(title) });
    await expect(row).toContainText(
      new RegExp(`${month}/${day}/${year} · 7:00 PM – 8:00 PM (GMT|BST|GMT\\+1)`),
    );
    await expect(row.getByTestId('local-time')).toHaveText(
      new RegExp(`^\\(${clock(TIME_ZONE)} C[DS]T, your time\\)$`),
    );
    await expectNoSeriousViolations(page);
  });

  test('keyboard: arrows move the selected day; the dialog opens and closes from the keyboard', async ({
    memberPage: page,
  }) => {
    await page.goto('/calendar');
    const selected = page.locator('[data-testid="calendar-day"][aria-pressed="true"]');
    const first = await selected.getAttribute('data-date');
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await expect(selected).not.toHaveAttribute('data-date', first ?? '');
    await expect(selected).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(selected).toHaveAttribute('data-date', first ?? '');
    await page.keyboard.press('PageDown');
    await expect(selected).toBeFocused();

    const add = page.getByRole('button', { name: 'Add Event' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('the subscription dialog shows a private feed address and resets it', async ({
    memberPage: page,
  }) => {
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to your calendar' });
    const link = dialog.getByLabel('Calendar link');
    await expect(link).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
    const before = await link.inputValue();
    const feed = await page.context().request.get(new URL(before).pathname);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).focus();
    await page.keyboard.press('Enter');
    await expect(toastItem(page)).toContainText('Calendar link reset');
    await expect(link).not.toHaveValue(before);
    // The focus stays in the subscribe dialog (on the new link), so Escape closes it (the
    // toast raised over it does not take the Escape: components/ui/escape-owner.tsx) and
    // the focus goes back to Subscribe; the next Escape dismisses the toast.
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await expect(toastItem(page)).toContainText('Calendar link reset');
    await page.keyboard.press('Escape');
    await expect(toastItem(page)).toHaveCount(0);
  });
});

test('calendar at 1280 px: names contain the visible text (label-content-name-mismatch)', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsNewMember(page);
  const organiser = await memberPage(browser, 'Olivia');
  await organiser.request.post('/api/events', {
    data: {
      title: 'Name check breakfast',
      startDate: new Date(Date.now() + 2 * 3600 * 1000).toISOString(),
      location: 'Houston',
      maxAttendees: 1,
    },
  });
  await page.goto('/calendar');
  await expect(upcoming(page)).toBeVisible();
  await expectNamesContainVisibleText(page);
  await expectNoSeriousViolations(page);
  await upcoming(page)
    .getByRole('button', { name: /Name check breakfast/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /Name check breakfast/ })).toBeVisible();
  await expectNamesContainVisibleText(page);
  await expectNoSeriousViolations(page);
});

test.describe('calendar: axe (light and dark) and 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the page and the event dialog have no serious violations and fit 360 px', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page);
    // Another member's event, so the read-only view is checked too.
    const organiser = await memberPage(browser, 'Olivia');
    const start = new Date(Date.now() + 3 * 3600 * 1000);
    await organiser.request.post('/api/events', {
      data: {
        title: 'Axe check mixer with a rather long title for a small screen',
        startDate: start.toISOString(),
        location: 'George R. Brown Convention Center, 1001 Avenida De Las Americas, Houston',
        maxAttendees: 10,
      },
    });
    await page.goto('/calendar');
    await expect(upcoming(page)).toBeVisible();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await expectNoSeriousViolationsLightAndDark(page);

    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Event' })).toBeVisible();
    await page
      .getByLabel('Location', { exact: true })
      .fill('The Ion, 4201 Main St, Houston, TX 77002');
    await expectNoSeriousViolationsLightAndDark(page);
    await page.keyboard.press('Escape');

    await upcoming(page)
      .getByRole('button', { name: /Axe check mixer/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /Axe check mixer/ })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await expectNamesContainVisibleText(page);
    expect(await fits()).toBe(true);
  });
});
