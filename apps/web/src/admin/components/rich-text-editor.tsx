import { t } from '@lingui/core/macro';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { generateHTML, generateJSON } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FieldError, inputClass } from '@/components/field';
import { cn } from '@/lib/cn';

/**
 * What the editor can write: paragraphs, headings 2 to 4, bold, italic, underline, strike, lists,
 * quotes, code, rules and links — the tags the server's sanitize-html keeps (apps/api/src/lib/sanitize.ts),
 * so what the owner sees here is what is stored.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null } },
  }),
];

/** The editor's HTML, or "" when it holds no text (TipTap's empty document is `<p></p>`). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * `html` as the editor's schema reads it: unknown tags and every attribute it does not know
 * (event handlers, styles) are dropped, in an inert document (DOMParser runs no scripts and loads no
 * pictures). The preview shows this, never the raw text of the HTML box.
 */
function previewHtml(html: string): string {
  if (!html.trim()) return '';
  return generateHTML(generateJSON(html, EXTENSIONS), EXTENSIONS);
}

/** One toolbar button: `pressed` says whether the mark or block is on at the cursor. */
function Tool({ label, pressed, onClick, children }: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold text-ink-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-clay-600',
        pressed && 'bg-ink-900 text-paper hover:bg-ink-800',
      )}
    >
      {children}
    </button>
  );
}

/** Bold, italic, headings, lists, quote and link, each showing whether it is on. */
function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t`Link address (https://, mailto: or tel:); leave empty to remove the link`, current);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={t`${label}: formatting`} className="flex flex-wrap gap-1 border-b border-sand-200 p-1">
      <Tool label={t`Bold`} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        B
      </Tool>
      <Tool label={t`Italic`} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <span className="italic">I</span>
      </Tool>
      <Tool label={t`Heading`} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label={t`Subheading`} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label={t`Bulleted list`} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        • {t({ context: 'toolbar', message: 'List' })}
      </Tool>
      <Tool label={t`Numbered list`} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1. {t({ context: 'toolbar', message: 'List' })}
      </Tool>
      <Tool label={t`Quote`} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </Tool>
      <Tool label={t({ context: 'toolbar', message: 'Link' })} pressed={state.link} onClick={setLink}>
        {t({ context: 'toolbar', message: 'Link' })}
      </Tool>
    </div>
  );
}

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  optional?: boolean;
  /** The heading the preview shows above the text, as the customer's page does (e.g. the FAQ's question). */
  previewTitle?: string;
  /** Where customers read this text, said in the preview ("the help page"). */
  previewPlace?: string;
}

/**
 * A rich-text field of the back office (TipTap, loaded only by the admin chunks): a formatting
 * toolbar over the editor, an "Edit HTML" box (`{label} (HTML)`) for pasting or fixing markup, and a
 * preview in the storefront's own text styles. The value is HTML, "" when empty; the server sanitises
 * it again before storing it.
 */
export function RichTextField({ label, value, onChange, onBlur, error, optional, previewTitle, previewPlace }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [mode, setMode] = useState<'write' | 'html'>('write');
  const [showPreview, setShowPreview] = useState(false);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'rich-text min-h-40 px-4 py-3 text-base text-ink-900 focus:outline-none',
      },
    },
  });
  // A value changed from outside (the HTML box, a reset) is loaded into the editor.
  useEffect(() => {
    if (editor && mode === 'write' && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, mode, value]);
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
          class: 'rich-text min-h-40 px-4 py-3 text-base text-ink-900 focus:outline-none',
        },
      },
    });
  }, [editor, error, errorId, labelId]);
  const preview = useMemo(() => (showPreview ? previewHtml(value) : ''), [showPreview, value]);

  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-semibold text-ink-800" onClick={() => editor?.commands.focus()}>
          {label}
          {optional ? <span className="font-normal text-ink-600"> {t`(optional)`}</span> : null}
        </span>
        <div className="flex gap-1">
          <button
            type="button"
            aria-pressed={mode === 'html'}
            onClick={() => setMode(mode === 'html' ? 'write' : 'html')}
            className="min-h-10 rounded-lg px-3 text-sm font-semibold text-clay-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-clay-600"
            aria-label={t`Edit ${label} as HTML`}
          >
            {mode === 'html' ? t`Back to editor` : t`Edit HTML`}
          </button>
          <button
            type="button"
            aria-expanded={showPreview}
            onClick={() => setShowPreview((v) => !v)}
            className="min-h-10 rounded-lg px-3 text-sm font-semibold text-clay-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-clay-600"
            aria-label={showPreview ? t`Hide the preview of ${label}` : t`Preview ${label}`}
          >
            {showPreview ? t`Hide preview` : t`Preview`}
          </button>
        </div>
      </div>
      {mode === 'html' ? (
        <>
          <label htmlFor={`${id}-html`} className="sr-only">
            {t`${label} (HTML)`}
          </label>
          <textarea
            id={`${id}-html`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            rows={8}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(inputClass, 'min-h-40 py-3 font-mono text-sm')}
          />
        </>
      ) : (
        <div
          className={cn(
            'overflow-hidden rounded-xl border bg-white shadow-sm focus-within:border-clay-600 focus-within:outline-2 focus-within:outline-clay-600',
            error ? 'border-clay-600' : 'border-sand-300',
          )}
        >
          {editor ? <Toolbar editor={editor} label={label} /> : null}
          <EditorContent editor={editor} />
        </div>
      )}
      <FieldError id={errorId} error={error} />
      {showPreview ? (
        <section aria-label={t`Preview of ${label}`} className="rounded-2xl bg-paper p-4 ring-1 ring-sand-200 sm:p-6">
          <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{previewPlace ? t`As customers see it on ${previewPlace}` : t`As customers see it`}</p>
          {previewTitle ? <p className="mb-2 font-display text-2xl">{previewTitle}</p> : null}
          {preview ? <div className="rich-text text-ink-700" dangerouslySetInnerHTML={{ __html: preview }} /> : <p className="text-ink-600">{t`Nothing written yet.`}</p>}
        </section>
      ) : null}
    </div>
  );
}
