import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMarkdown } from './formatted-text';
import { MarkdownEditor } from './markdown-editor';

// The preview's renderer downloads apart (decision 067), as it has by the time a member
// opens Preview.
beforeAll(() => loadMarkdown());

function Harness({ initial = '', onKey }: { initial?: string; onKey?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="body">Content</label>
      <MarkdownEditor
        id="body"
        mentions={false}
        value={value}
        onChange={setValue}
        onKeyDown={onKey}
      />
      <output data-testid="stored">{value}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
const stored = () => screen.getByTestId('stored').textContent;
const select = (from: number, to: number) => act(() => box().setSelectionRange(from, to));

describe('MarkdownEditor', () => {
  it('has a labelled toolbar of named buttons and Write / Preview tabs', () => {
    render(<Harness />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = ['Bold', 'Italic', 'Link', 'Bulleted list', 'Quote', 'Code'];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+B Meta+B',
    );
    expect(screen.getByRole('tablist', { name: 'Editor mode' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');
  });

  it('wraps the selection from the toolbar and selects the wrapped words', async () => {
    render(<Harness initial="make this bold" />);
    select(5, 9);
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(stored()).toBe('make **this** bold');
    expect([box().selectionStart, box().selectionEnd]).toEqual([7, 11]);
    expect(document.activeElement).toBe(box());
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(stored()).toBe('- make **this** bold');
  });

  it('answers Ctrl-B, Ctrl-I and Ctrl-K, handling the event so no page shortcut sees it', () => {
    const pageHeard = vi.fn();
    const page = (e: KeyboardEvent) => !e.defaultPrevented && pageHeard(e.key);
    window.addEventListener('keydown', page);
    const onKey = vi.fn();
    render(<Harness initial="word" onKey={onKey} />);
    select(0, 4);
    fireEvent.keyDown(box(), { key: 'b', ctrlKey: true });
    expect(stored()).toBe('**word**');
    fireEvent.keyDown(box(), { key: 'i', metaKey: true });
    expect(stored()).toBe('**_word_**');
    select(0, 0);
    fireEvent.keyDown(box(), { key: 'k', ctrlKey: true });
    expect(stored()).toBe('[link text](https://)**_word_**');
    expect(box().value.slice(box().selectionStart, box().selectionEnd)).toBe('link text');
    expect(pageHeard).not.toHaveBeenCalled();
    window.removeEventListener('keydown', page);
    // Other keys still reach the field's own handler (Ctrl+Enter sends a message).
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onKey).toHaveBeenCalledTimes(1);
  });

  it('previews the draft formatted, and keeps the text for Write', async () => {
    render(<Harness initial={'**Agenda**\n\n- one\n- [site](https://e.io)'} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.querySelector('strong')?.textContent).toBe('Agenda');
    expect(panel.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('rel')).toBe(
      'noopener noreferrer nofollow ugc',
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(box().value).toBe('**Agenda**\n\n- one\n- [site](https://e.io)');
  });

  it('says when there is nothing to preview', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeTruthy();
  });
});
