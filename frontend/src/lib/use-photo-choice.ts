import { useEffect, useRef, useState, type RefObject } from 'react';

export interface PhotoChoiceOptions {
  /** The chosen photo, held by the form that sends it. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Why a file cannot be used (type, size), or null when it can. */
  check: (file: File) => string | null;
  /** Told how each choice went: the refusal, or null once a file is accepted. */
  onCheck: (problem: string | null) => void;
}

export interface PhotoChoice {
  /** For the file input, so a refused or removed file can be chosen again. */
  input: RefObject<HTMLInputElement | null>;
  /** An object URL showing `file`, revoked when the file changes or the form goes away. */
  preview: string | null;
  /** The file input's change: keeps the file if `check` accepts it. */
  choose: (file: File | undefined) => void;
  /** Forgets the photo (removed by the user, or sent). */
  clear: () => void;
}

/** The photo fields of the signup and profile forms: the checks, the preview and the reset. */
export function usePhotoChoice({
  file,
  onChange,
  check,
  onCheck,
}: PhotoChoiceOptions): PhotoChoice {
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const resetInput = () => {
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = check(chosen);
    onCheck(problem);
    if (problem) {
      resetInput();
      return;
    }
    onChange(chosen);
  };

  const clear = () => {
    onChange(null);
    resetInput();
  };

  return { input, preview, choose, clear };
}

/** A URL for showing `file`, alive exactly as long as the file is the one shown. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
