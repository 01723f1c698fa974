import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { FIRST_ADMIN, signInAsAdmin } from './support/first-admin';
import { newMember, signUpUnconfirmed } from './support/members';

// The audit log (issue 21) in the admin console. The database is shared by all journeys,
// so this one finds its own member, and its own entries, by a tag in the member's name.

test('the admin changes a role; the audit log shows who did it, to whom, and what changed', async ({
  page,
}) => {
  const tag = `aud${Date.now().toString(36)}`;
  const lastName = `Okafor-${tag}`;
  const name = `Lin ${lastName}`;
  await signUpUnconfirmed(page.request, newMember({ firstName: 'Lin', lastName }));
  await signInAsAdmin(page);
  await page.goto('/admin');

  const members = page.getByRole('list', { name: 'Members' });
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(tag);
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await dialog.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Moderator' }).click();
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText('Role changed');
  await expect(dialog).toHaveCount(0);

  // The log is the console's last tab; the address keeps it.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=audit$/);
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  const entries = audit.getByRole('list', { name: 'Audit log entries' }).locator(':scope > li');
  await audit.getByRole('searchbox', { name: 'Who or what' }).fill(tag);
  await expect(entries).toHaveCount(1);
  await expect(audit.getByTestId('audit-entry-count')).toHaveText('1 entry');
  const entry = entries.first();
  await expect(entry.locator('p').first()).toHaveText(
    `${FIRST_ADMIN.firstName} ${FIRST_ADMIN.lastName} changed the role of ${name}`,
  );
  await expect(entry.getByRole('list', { name: 'Changes' })).toHaveText('Role: Member → Moderator');
  await expect(entry.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    /^\/members\/[^/]+$/,
  );
  await expect(entry.locator('time')).toHaveText(/ago$/);

  // The action filter: none of this member's entries is a suspension; the role change is.
  await audit.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Member suspended' }).click();
  await expect(audit.getByText('No entries found', { exact: true })).toBeVisible();
  await expect(entries).toHaveCount(0);
  await audit.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Role changed' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entry.locator('p').first()).toHaveText(
    `${FIRST_ADMIN.firstName} ${FIRST_ADMIN.lastName} changed the role of ${name}`,
  );
  await expectNoSeriousViolations(page);

  // 360 px: the cards wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(entries).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});
