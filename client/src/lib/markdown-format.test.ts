import { describe, expect, it } from 'vitest';
import { type FormatAction, formatEdit, shortcutAction } from './markdown-format';

/** The text after the edit, with the new selection marked by [ and ]. */
function run(text: string, action: FormatAction) {
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  const plain = text.replace('[', '').replace(']', '');
  const edit = formatEdit(plain, start, end, action);
  const next = plain.slice(0, edit.from) + edit.insert + plain.slice(edit.to);
  return `${next.slice(0, edit.selectFrom)}[${next.slice(edit.selectFrom, edit.selectTo)}]${next.slice(edit.selectTo)}`;
}

describe('formatEdit', () => {
  it('wraps the selection, leaving edge spaces outside, and unwraps it again', () => {
    expect(run('a [word ]b', 'bold')).toBe('a **[word]** b');
    expect(run('a **[word]** b', 'bold')).toBe('a [word] b');
    expect(run('a [word] b', 'italic')).toBe('a _[word]_ b');
    expect(run('a [x] b', 'code')).toBe('a `[x]` b');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(run('a []', 'bold')).toBe('a **[bold text]**');
    expect(run('[]', 'italic')).toBe('_[italic text]_');
    expect(run('[]', 'link')).toBe('[[link text]](https://)');
  });

  it('makes a link of the selection with the address selected, or of a selected address', () => {
    expect(run('see [the guide]', 'link')).toBe('see [the guide]([https://])');
    expect(run('[https://e.io/x]', 'link')).toBe('[[link text]](https://e.io/x)');
  });

  it('prefixes every selected line for a list or a quote, and toggles back', () => {
    expect(run('[one\ntwo]', 'list')).toBe('[- one\n- two]');
    expect(run('[- one\n- two]', 'list')).toBe('[one\ntwo]');
    expect(run('intro\nsa[]y', 'quote')).toBe('intro\n> sa[]y');
  });

  it('fences a selection over several lines', () => {
    expect(run('x\n[a\nb]', 'code')).toBe('x\n```\n[a\nb]\n```\n');
  });
});

describe('shortcutAction', () => {
  const key = (k: string, extra = {}) => ({
    key: k,
    ctrlKey: true,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...extra,
  });
  it('maps Ctrl/Cmd-B, -I, -K and nothing else', () => {
    expect(shortcutAction(key('b'))).toBe('bold');
    expect(shortcutAction(key('I'))).toBe('italic');
    expect(shortcutAction(key('k', { ctrlKey: false, metaKey: true }))).toBe('link');
    expect(shortcutAction(key('k', { shiftKey: true }))).toBeNull();
    expect(shortcutAction(key('b', { ctrlKey: false }))).toBeNull();
    expect(shortcutAction(key('Enter'))).toBeNull();
  });
});
