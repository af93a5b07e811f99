import 'quill/dist/quill.snow.css';
import type Quill from 'quill';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import {
  EDITOR_PLACEHOLDER,
  EDITOR_TOOLBAR,
  linkValueFor,
  TOOLBAR_LABELS,
} from '../utils/editor-config';
import { loadHtml } from '../utils/quill-html';

export interface EditorContent {
  /** The editor's HTML, what the journal stores. */
  html: string;
  /** Its plain text, to tell an empty entry. */
  text: string;
}

export interface JournalEditorHandle {
  clear: () => void;
  /** Replaces the content (an entry opened for editing) and puts the cursor at its end. */
  setHtml: (html: string) => void;
}

/** The snow theme's own link handler, with the mailto rule as a tested function of ours. */
function linkHandler(this: { quill: Quill }, value: boolean) {
  if (!value) {
    this.quill.format('link', false, 'user');
    return;
  }
  const range = this.quill.getSelection();
  if (!range || range.length === 0) return;
  const theme = this.quill.theme as unknown as {
    tooltip: { edit: (mode: string, preview: string) => void };
  };
  theme.tooltip.edit('link', linkValueFor(this.quill.getText(range)));
}

/** Quill names nothing in its toolbar: give every control and the editing area a name. */
function nameControls(host: HTMLElement, label: string) {
  for (const [selector, name] of Object.entries(TOOLBAR_LABELS)) {
    host.querySelectorAll(selector).forEach((element) => element.setAttribute('aria-label', name));
  }
  host.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link address');
  const editor = host.querySelector('.ql-editor');
  editor?.setAttribute('role', 'textbox');
  editor?.setAttribute('aria-multiline', 'true');
  editor?.setAttribute('aria-label', label);
}

/**
 * The rich-text editor (Quill 2, snow theme). Quill is loaded on first use, so it and its
 * stylesheet arrive with the journal screen and never with the others.
 */
export function JournalEditor({
  label,
  onChange,
  ref,
}: {
  label: string;
  onChange: (content: EditorContent) => void;
  ref?: Ref<JournalEditorHandle>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  /** HTML asked for before Quill had loaded; put in once it has. */
  const pendingHtml = useRef<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useImperativeHandle(
    ref,
    () => ({
      clear: () => quill.current?.setText('', 'user'),
      setHtml: (html: string) => {
        const editor = quill.current;
        if (!editor) {
          pendingHtml.current = html;
          return;
        }
        loadHtml(editor, html, 'user');
        editor.setSelection(editor.getLength(), 0, 'user');
      },
    }),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    const element = host.current;
    void import('quill').then(({ default: QuillEditor }) => {
      if (cancelled || !element) return;
      const container = document.createElement('div');
      element.appendChild(container);
      const editor = new QuillEditor(container, {
        theme: 'snow',
        placeholder: EDITOR_PLACEHOLDER,
        modules: { toolbar: { container: EDITOR_TOOLBAR, handlers: { link: linkHandler } } },
      });
      nameControls(element, label);
      editor.on('text-change', () =>
        onChangeRef.current({ html: editor.root.innerHTML, text: editor.getText() }),
      );
      quill.current = editor;
      if (pendingHtml.current !== null) {
        loadHtml(editor, pendingHtml.current, 'user');
        pendingHtml.current = null;
      }
      setReady(true);
    });
    return () => {
      cancelled = true;
      quill.current = null;
      // Quill put its toolbar and editing area inside the host: a remount starts clean.
      if (element) element.replaceChildren();
    };
  }, [label]);

  return (
    <div className="journal-editor" aria-busy={!ready}>
      {!ready && (
        <div className="journal-editor-loading">
          <Spinner label="Loading the editor" />
        </div>
      )}
      <div ref={host} data-testid="journal-editor" />
    </div>
  );
}
