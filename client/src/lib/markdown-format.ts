/** The editor toolbar's actions (issue 23): what each does to the text around the selection. */
export type FormatAction = 'bold' | 'italic' | 'link' | 'list' | 'quote' | 'code';

/** One edit of the text: replace [from, to) with `insert`, then select [selectFrom, selectTo). */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  selectFrom: number;
  selectTo: number;
}

const WRAPS = {
  bold: { mark: '**', placeholder: 'bold text' },
  italic: { mark: '_', placeholder: 'italic text' },
  code: { mark: '`', placeholder: 'code' },
} as const;

const PREFIXES = { list: '- ', quote: '> ' } as const;

/**
 * Wraps the selection in a mark, or takes the mark off when it is already there. Spaces at
 * the selection's edges stay outside (`** word **` is no emphasis in Markdown); nothing
 * selected inserts a placeholder, selected, so typing replaces it.
 */
function wrap(text: string, start: number, end: number, mark: string, placeholder: string) {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text[from]!)) from++;
  while (to > from && /\s/.test(text[to - 1]!)) to--;
  const inner = text.slice(from, to);
  const n = mark.length;
  if (text.slice(from - n, from) === mark && text.slice(to, to + n) === mark) {
    return { from: from - n, to: to + n, insert: inner, selectFrom: from - n, selectTo: to - n };
  }
  const body = inner || placeholder;
  return {
    from,
    to,
    insert: `${mark}${body}${mark}`,
    selectFrom: from + n,
    selectTo: from + n + body.length,
  };
}

/** A selection over several lines becomes a fenced block; one line, inline code. */
function code(text: string, start: number, end: number): TextEdit {
  const inner = text.slice(start, end);
  if (!inner.includes('\n')) return wrap(text, start, end, '`', WRAPS.code.placeholder);
  const lead = start > 0 && text[start - 1] !== '\n' ? '\n' : '';
  const insert = `${lead}\`\`\`\n${inner.replace(/\n$/, '')}\n\`\`\`\n`;
  const selectFrom = start + lead.length + 4;
  return { from: start, to: end, insert, selectFrom, selectTo: selectFrom + inner.length };
}

/** `[selection](url)` with "url" selected; nothing selected, the link text is selected. */
function link(text: string, start: number, end: number): TextEdit {
  const inner = text.slice(start, end).trim();
  if (/^(https?:\/\/|mailto:)\S+$/i.test(inner)) {
    const insert = `[link text](${inner})`;
    return { from: start, to: end, insert, selectFrom: start + 1, selectTo: start + 10 };
  }
  const label = inner || 'link text';
  const insert = `[${label}](https://)`;
  const urlAt = start + label.length + 3;
  return inner
    ? { from: start, to: end, insert, selectFrom: urlAt, selectTo: urlAt + 8 }
    : { from: start, to: end, insert, selectFrom: start + 1, selectTo: start + 1 + label.length };
}

/** Every line the selection touches gets the prefix, or loses it when all have it. */
function prefixLines(text: string, start: number, end: number, prefix: string): TextEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const all = lines.every((line) => line.startsWith(prefix));
  const insert = lines.map((l) => (all ? l.slice(prefix.length) : `${prefix}${l}`)).join('\n');
  if (start === end && lines.length === 1) {
    const caret = Math.max(from, start + (all ? -prefix.length : prefix.length));
    return { from, to, insert, selectFrom: caret, selectTo: caret };
  }
  return { from, to, insert, selectFrom: from, selectTo: from + insert.length };
}

/** The edit an action makes to `text` with [start, end) selected. */
export function formatEdit(
  text: string,
  start: number,
  end: number,
  action: FormatAction,
): TextEdit {
  switch (action) {
    case 'bold':
    case 'italic':
      return wrap(text, start, end, WRAPS[action].mark, WRAPS[action].placeholder);
    case 'code':
      return code(text, start, end);
    case 'link':
      return link(text, start, end);
    case 'list':
    case 'quote':
      return prefixLines(text, start, end, PREFIXES[action]);
  }
}

/**
 * Applies an edit to a textarea as if typed: through the browser's own insertText, so
 * Ctrl-Z undoes it and the input event reaches React like a keystroke's; where the
 * browser has no such command (tests), the value is set and an input event sent.
 */
export function applyEdit(box: HTMLTextAreaElement, edit: TextEdit) {
  const expected = box.value.slice(0, edit.from) + edit.insert + box.value.slice(edit.to);
  box.focus();
  box.setSelectionRange(edit.from, edit.to);
  let done = false;
  try {
    done =
      typeof document.execCommand === 'function' &&
      document.execCommand('insertText', false, edit.insert);
  } catch {
    done = false;
  }
  if (!done || box.value !== expected) {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(box, expected);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  box.setSelectionRange(edit.selectFrom, edit.selectTo);
}

const SHORTCUTS: Record<string, FormatAction> = { b: 'bold', i: 'italic', k: 'link' };

/** The action a key press asks for: Ctrl/Cmd-B, -I, -K (no Shift or Alt), else null. */
export function shortcutAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): FormatAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return SHORTCUTS[event.key.toLowerCase()] ?? null;
}
