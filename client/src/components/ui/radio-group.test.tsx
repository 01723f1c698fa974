import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RadioGroup, type RadioGroupHandle, RadioGroupItem } from './radio-group';

/** A form whose one field is a radio group, bound the way the pages bind theirs. */
function SizeForm() {
  const form = useForm<{ size: 'small' | 'large' }>();
  return (
    <form onSubmit={form.handleSubmit(() => {})}>
      <Controller
        control={form.control}
        name="size"
        rules={{ required: 'Choose a size' }}
        render={({ field }) => (
          <RadioGroup
            aria-label="Size"
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            ref={field.ref}
          >
            <RadioGroupItem value="small" aria-label="Small" />
            <RadioGroupItem value="large" aria-label="Large" />
          </RadioGroup>
        )}
      />
      {form.formState.errors.size ? <p>{form.formState.errors.size.message}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('RadioGroup', () => {
  it('takes the focus when the form sends it to the first invalid field', async () => {
    render(<SizeForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a size')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Small' }));
  });

  it('focuses the chosen radio, as Tab would, not a disabled one', () => {
    const handle = createRef<RadioGroupHandle>();
    render(
      <RadioGroup aria-label="Size" value="large" ref={handle}>
        <RadioGroupItem value="small" aria-label="Small" disabled />
        <RadioGroupItem value="large" aria-label="Large" />
      </RadioGroup>,
    );
    handle.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Large' }));
    expect((screen.getByRole('radio', { name: 'Large' }) as HTMLInputElement).checked).toBe(true);
  });
});
