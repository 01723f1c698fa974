import { Bold, Code, Italic, Link2, List, type LucideIcon, TextQuote } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { Field } from '@/components/fields/field';
import { FormattedText } from '@/components/formatted-text';
import { MentionTextarea, type MentionTextareaProps } from '@/components/mention-textarea';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { applyEdit, type FormatAction, formatEdit, shortcutAction } from '@/lib/markdown-format';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

const TOOLS: { action: FormatAction; label: string; icon: LucideIcon; key?: string }[] = [
  { action: 'bold', label: 'Bold', icon: Bold, key: 'B' },
  { action: 'italic', label: 'Italic', icon: Italic, key: 'I' },
  { action: 'link', label: 'Link', icon: Link2, key: 'K' },
  { action: 'list', label: 'Bulleted list', icon: List },
  { action: 'quote', label: 'Quote', icon: TextQuote },
  { action: 'code', label: 'Code', icon: Code },
];

/**
 * The formatting buttons: one tab stop, the arrow keys move along (the ARIA toolbar
 * pattern). A press keeps the focus and the selection in the text (no blur, so the field's
 * validation does not run early).
 */
function FormatToolbar({ onFormat }: { onFormat: (action: FormatAction) => void }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const mac = isMac();
  const move = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setCurrent(index);
    buttons.current[index]?.focus();
  };
  return (
    <TooltipProvider delayDuration={300}>
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5"
        onKeyDown={move}
      >
        {TOOLS.map((tool, index) => {
          const shortcut = tool.key ? `${mac ? '⌘' : 'Ctrl+'}${tool.key}` : null;
          return (
            <Tooltip key={tool.action}>
              <TooltipTrigger asChild>
                <button
                  ref={(node) => {
                    buttons.current[index] = node;
                  }}
                  type="button"
                  tabIndex={index === current ? 0 : -1}
                  aria-label={tool.label}
                  aria-keyshortcuts={tool.key ? `Control+${tool.key} Meta+${tool.key}` : undefined}
                  className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                  onMouseDown={(event) => event.preventDefault()}
                  onFocus={() => setCurrent(index)}
                  onClick={() => onFormat(tool.action)}
                >
                  <tool.icon className="size-4" aria-hidden="true" />
                </button>
              </TooltipTrigger>
              <TooltipContent>
                {shortcut ? `${tool.label} (${shortcut})` : tool.label}
              </TooltipContent>
            </Tooltip>
          );
        })}
      </div>
    </TooltipProvider>
  );
}

export interface MarkdownEditorProps extends MentionTextareaProps {
  /** Offer @mentions (discussions, replies, messages); descriptions take none. */
  mentions?: boolean;
}

/**
 * A Markdown text box (issue 23): the text with its @mention suggestions, a formatting
 * toolbar and Ctrl/Cmd-B, -I and -K, and a Write / Preview switch showing the draft as
 * it will read. The form holds the stored text, as with the plain mention textarea. The
 * text box stays mounted while previewing, so its undo history and mentions survive.
 */
export function MarkdownEditor({
  mentions = true,
  value,
  onChange,
  ref,
  onKeyDown,
  className,
  ...props
}: MarkdownEditorProps) {
  const [tab, setTab] = useState('write');
  const box = useRef<HTMLTextAreaElement | null>(null);

  const format = (action: FormatAction) => {
    const el = box.current;
    if (!el) return;
    applyEdit(el, formatEdit(el.value, el.selectionStart, el.selectionEnd, action));
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event);
    if (action) {
      // Handled here: the browser's bold or address bar, and the page's Ctrl-K search
      // (which ignores handled events), stay out of it.
      event.preventDefault();
      format(action);
      return;
    }
    onKeyDown?.(event);
  };

  const textareaRef = (node: HTMLTextAreaElement | null) => {
    box.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <Tabs value={tab} onValueChange={setTab} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <TabsList aria-label="Editor mode" className="inline-grid w-auto grid-cols-2">
          <TabsTrigger value="write" className="h-8 px-3">
            Write
          </TabsTrigger>
          <TabsTrigger value="preview" className="h-8 px-3">
            Preview
          </TabsTrigger>
        </TabsList>
        {tab === 'write' ? <FormatToolbar onFormat={format} /> : null}
      </div>
      {/* The text box takes the focus itself: the panel around it is no tab stop of its own. */}
      <TabsContent value="write" forceMount hidden={tab !== 'write'} tabIndex={-1} className="mt-0">
        {mentions ? (
          <MentionTextarea
            {...props}
            ref={textareaRef}
            value={value}
            onChange={onChange}
            onKeyDown={keyDown}
            className={className}
          />
        ) : (
          <Textarea
            {...props}
            ref={textareaRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={keyDown}
            className={className}
          />
        )}
      </TabsContent>
      <TabsContent value="preview" className="mt-0">
        {value.trim() ? (
          <FormattedText
            text={value}
            mentions={mentions}
            className="min-h-24 rounded-md border bg-card px-3 py-2 text-sm leading-relaxed"
          />
        ) : (
          <p className="min-h-24 rounded-md border bg-card px-3 py-2 text-sm text-muted-foreground">
            Nothing to preview yet.
          </p>
        )}
      </TabsContent>
    </Tabs>
  );
}

interface FormMarkdownFieldProps<T extends FieldValues, C, R>
  extends Omit<MarkdownEditorProps, 'value' | 'onChange' | 'name' | 'id' | 'ref'> {
  control: Control<T, C, R>;
  name: Path<T>;
  label: string;
  hint?: string;
  hideLabel?: boolean;
  /** The field's wrapper (label, control, hint, error). */
  fieldClassName?: string;
}

/**
 * A Markdown editor bound to a form field, labelled like every field: the form's value is
 * the stored text, so its length rule counts what the server will store.
 */
export function FormMarkdownField<T extends FieldValues, C, R>({
  control,
  name,
  label,
  hint,
  hideLabel,
  fieldClassName,
  ...props
}: FormMarkdownFieldProps<T, C, R>) {
  const ownId = useId();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      id={`${ownId}-${name}`}
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      hideLabel={hideLabel}
      className={fieldClassName}
    >
      {(aria) => (
        <MarkdownEditor
          {...aria}
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}
