import { useId, useRef, useState, type DragEvent } from 'react';
import { UploadIcon } from '../../../components/ui/icons';
import { ACCEPT_ATTRIBUTE } from '../utils/file-checks';

/** Drag a file onto the area, or choose one; `onFile` gets the first file. */
export function Dropzone({ onFile }: { onFile: (file: File) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      className={`card dropzone${dragging ? ' dropzone-active' : ''}`}
      data-testid="dropzone"
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <span className="dropzone-icon">
        <UploadIcon size={36} />
      </span>
      <p className="dropzone-title">Drag and drop your document here</p>
      <p className="muted">or</p>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden-input"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again after a reset fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={inputId} className="btn btn-primary">
        Choose File
      </label>
      <p className="hint">Supported formats: TXT, PDF, DOCX. Maximum file size: 10MB.</p>
    </div>
  );
}
