import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type QuillType from 'quill';
import { createRef } from 'react';
import { JournalEditor, type JournalEditorHandle } from './JournalEditor';

// The real Quill, in jsdom: the toolbar and placeholder it builds from our configuration (jest maps
// 'quill' to its UMD build, which CommonJS can load).

// jsdom does no layout; Quill measures the selection to scroll it into view and place its tooltip.
beforeAll(() => {
  const rect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0 });
  Range.prototype.getBoundingClientRect = rect as () => DOMRect;
  Range.prototype.getClientRects = (() => []) as unknown as () => DOMRectList;
});

describe('JournalEditor', () => {
  it("loads Quill with exactly the spec's toolbar, named controls and the placeholder", async () => {
    const onChange = jest.fn();
    render(<JournalEditor label="Journal entry" onChange={onChange} />);
    const host = screen.getByTestId('journal-editor');
    await waitFor(() => expect(host.querySelector('.ql-toolbar')).not.toBeNull());

    const toolbar = host.querySelector('.ql-toolbar')!;
    const controls = Array.from(toolbar.querySelectorAll('button, .ql-picker')).map(
      (element) => element.className.split(' ')[0],
    );
    expect(controls).toEqual([
      'ql-bold',
      'ql-italic',
      'ql-underline',
      'ql-color',
      'ql-background',
      'ql-size',
      'ql-link',
      'ql-image',
    ]);
    const sizes = Array.from(toolbar.querySelectorAll('.ql-size .ql-picker-item')).map(
      (item) => item.getAttribute('data-value') ?? 'normal',
    );
    expect(sizes).toEqual(['small', 'normal', 'large', 'huge']);
    for (const name of ['Bold', 'Italic', 'Underline', 'Insert link', 'Insert image']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Text colour', 'Background colour', 'Text size']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }

    const editor = screen.getByRole('textbox', { name: 'Journal entry' });
    expect(editor).toHaveAttribute('data-placeholder', 'Start typing your thoughts...');
  });

  it('reports HTML and text as the user writes, clears on request, and links email-like text with mailto:', async () => {
    const onChange = jest.fn();
    const handle = createRef<JournalEditorHandle>();
    render(<JournalEditor ref={handle} label="Journal entry" onChange={onChange} />);
    const host = screen.getByTestId('journal-editor');
    await waitFor(() => expect(host.querySelector('.ql-container')).not.toBeNull());
    const { default: Quill } = (await import('quill')) as { default: typeof QuillType };
    const quill = Quill.find(host.querySelector('.ql-container')!) as QuillType;

    act(() => {
      quill.setText('write to ana@example.com\n', 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith({
      html: '<p>write to ana@example.com</p>',
      text: 'write to ana@example.com\n',
    });

    act(() => quill.setSelection(9, 15, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
    const address = host.querySelector<HTMLInputElement>('.ql-tooltip input')!;
    expect(address).toHaveAttribute('aria-label', 'Link address');
    expect(address.value).toBe('mailto:ana@example.com');

    act(() => handle.current?.clear());
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p><br></p>', text: '\n' });
  });
});
