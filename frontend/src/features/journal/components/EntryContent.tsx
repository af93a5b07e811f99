import 'quill/dist/quill.snow.css';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useTheme } from '../../../lib/theme';
import { loadHtml } from '../utils/quill-html';
import { markUnreadableColours } from '../utils/readable-colours';

/**
 * A saved entry as it was written: its HTML shown by the same editor, read-only and without a
 * toolbar, so bold, colours, sizes, links and images look as they did while writing. The HTML
 * goes through Quill's clipboard, which keeps only the editor's own formats. Words in a colour
 * the theme's background would swallow (white on the light theme) get a backing
 * (readable-colours.ts), drawn again when the theme changes.
 */
export function EntryContent({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const { theme } = useTheme();

  useEffect(() => {
    let cancelled = false;
    const element = host.current;
    void import('quill').then(({ default: Quill }) => {
      if (cancelled || !element) return;
      const container = document.createElement('div');
      element.appendChild(container);
      const viewer = new Quill(container, {
        theme: 'snow',
        readOnly: true,
        modules: { toolbar: false },
      });
      loadHtml(viewer, html, 'silent');
      markUnreadableColours(viewer.root);
      viewer.root.setAttribute('aria-label', label);
      viewer.root.setAttribute('tabindex', '0');
      setReady(true);
    });
    return () => {
      cancelled = true;
      element?.replaceChildren();
    };
  }, [html, label, theme]);

  return (
    <div className="journal-entry-content" aria-busy={!ready}>
      {!ready && <Spinner size="sm" label="Loading the entry" />}
      <div ref={host} data-testid="entry-content" />
    </div>
  );
}
