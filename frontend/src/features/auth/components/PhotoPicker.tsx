import { useId, useState } from 'react';
import { CameraIcon, CloseIcon } from '../../../components/ui/icons';
import { checkSignupPhoto, PHOTO_LIMIT_MB } from '../../../lib/photo';
import { usePhotoChoice } from '../../../lib/use-photo-choice';

/** The optional signup photo: JPEG or PNG up to 15 MB, previewed before upload. */
export function PhotoPicker({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const { input, preview, choose, clear } = usePhotoChoice({
    file,
    onChange,
    check: checkSignupPhoto,
    onCheck: setError,
  });

  return (
    <div className="photo-picker">
      <div className="photo-preview" aria-hidden={!preview}>
        {preview ? <img src={preview} alt="Profile photo preview" /> : <CameraIcon size={28} />}
      </div>
      <div className="photo-picker-controls">
        <input
          ref={input}
          id={inputId}
          className="visually-hidden-input"
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <label htmlFor={inputId} className="btn btn-secondary btn-sm">
          {file ? 'Change photo' : 'Add profile photo'}
        </label>
        {file && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
            <CloseIcon size={14} /> Remove photo
          </button>
        )}
        <p className="hint">Optional. JPEG or PNG, up to {PHOTO_LIMIT_MB} MB.</p>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
