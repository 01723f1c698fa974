import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '@/test/browser-gaps';
import { ChoiceSelect } from './choice-select';

const CHOICES = [
  { value: 'activity', label: 'Latest activity' },
  { value: 'newest', label: 'Newest' },
];

function Sort({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('activity');
  return (
    <>
      <label htmlFor="sort">Sort by</label>
      <ChoiceSelect
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        choices={CHOICES}
        triggerProps={{ id: 'sort' }}
      />
    </>
  );
}

// Until its code is asked for, a button stands in for the select (choice-select.tsx): the
// first opening must behave as every later one does.
describe('ChoiceSelect', () => {
  it('is named by its label and shows the chosen value before its code has loaded', () => {
    render(<Sort />);
    const box = screen.getByRole('combobox', { name: 'Sort by' });
    expect(box.textContent).toBe('Latest activity');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from the keyboard on the first press, on the chosen option, and chooses', async () => {
    const chosen: string[] = [];
    render(<Sort onChange={(value) => chosen.push(value)} />);
    screen.getByRole('combobox', { name: 'Sort by' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Latest activity' })),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(chosen).toEqual(['newest']);
    const box = screen.getByRole('combobox', { name: 'Sort by' });
    expect(box.textContent).toBe('Newest');
    expect(document.activeElement).toBe(box);
  });

  it('opens on the first click, and once loaded opens as Radix does', async () => {
    render(<Sort />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Newest' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Latest activity' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Latest activity');
  });

  it("offers a none choice that stands for '' (an optional field), before and after loading", async () => {
    const chosen: string[] = [];
    function Role() {
      const [value, setValue] = useState('');
      return (
        <>
          <label htmlFor="role">Role</label>
          <ChoiceSelect
            value={value}
            onValueChange={(next) => {
              setValue(next);
              chosen.push(next);
            }}
            choices={[{ value: 'admin', label: 'Admin' }]}
            noneLabel="All roles"
            triggerProps={{ id: 'role' }}
          />
        </>
      );
    }
    render(<Role />);
    const box = screen.getByRole('combobox', { name: 'Role' });
    expect(box.textContent).toBe('All roles');
    expect(box.hasAttribute('data-placeholder')).toBe(false);
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All roles' }));
    expect(chosen).toEqual(['admin', '']);
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('All roles');
  });
});
