import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormChoiceField, FormSwitchField, FormTextAreaField, FormTextField } from './form-fields';

// Radix measures the switch's thumb; jsdom has no layout, so nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

interface Fields {
  title: string;
  notes: string;
  kind: string;
  categoryId: number;
  active: boolean;
}

let setError: ReturnType<typeof useForm<Fields>>['setError'];
let getValues: ReturnType<typeof useForm<Fields>>['getValues'];
let setValue: ReturnType<typeof useForm<Fields>>['setValue'];

function Form() {
  const form = useForm<Fields>({
    defaultValues: { title: '', notes: '', kind: '', categoryId: 0, active: false },
  });
  setError = form.setError;
  getValues = form.getValues;
  setValue = form.setValue;
  const { control } = form;
  return (
    <form>
      <FormTextField control={control} name="title" label="Title" hint="Up to 200 characters." />
      <FormTextAreaField control={control} name="notes" id="notes" label="Notes" />
      <FormChoiceField
        control={control}
        name="kind"
        label="Kind"
        placeholder="Choose a kind"
        choices={[{ value: 'talk', label: 'Talk' }]}
      />
      <FormChoiceField
        control={control}
        name="categoryId"
        numeric
        label="Category"
        choices={[{ value: '7', label: 'Careers' }]}
      />
      <FormSwitchField control={control} name="active" label="Active" hint="Shown on the board." />
    </form>
  );
}

/** The texts an element's aria-describedby points at, in order. */
const descriptions = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('form fields', () => {
  it('label their controls and link the hint; no error, not invalid', () => {
    render(<Form />);
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('name')).toBe('title');
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(descriptions(title)).toEqual(['Up to 200 characters.']);
    const notes = screen.getByLabelText('Notes');
    expect(notes.id).toBe('notes');
    expect(notes.getAttribute('aria-describedby')).toBeNull();
    expect(descriptions(screen.getByRole('switch', { name: 'Active' }))).toEqual([
      'Shown on the board.',
    ]);
  });

  it("show the form's errors under their controls, invalid and described by them", () => {
    render(<Form />);
    act(() => {
      setError('title', { message: 'Title is required' });
      setError('notes', { message: 'Notes are too long' });
      setError('kind', { message: 'Choose a kind' });
    });
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(title)).toEqual(['Up to 200 characters.', 'Title is required']);
    const notes = screen.getByLabelText('Notes');
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(notes)).toEqual(['Notes are too long']);
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(kind.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(kind)).toEqual(['Choose a kind']);
    // Only the fields with an error say so.
    expect(screen.getByRole('combobox', { name: 'Category' }).getAttribute('aria-invalid')).toBe(
      null,
    );
  });

  it('write what the member types or turns into the form', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Title'), 'Rooftop mixer');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(getValues('title')).toBe('Rooftop mixer');
    expect(getValues('active')).toBe(true);
    // A numeric choice shows the item whose value is that number; 0 is nothing chosen.
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category.textContent).toBe('');
    act(() => setValue('categoryId', 7));
    expect(category.textContent).toBe('Careers');
  });
});
