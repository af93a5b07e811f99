import { useCallback, useEffect, useRef, useState } from 'react';
import { fileAnalysisFailedMessage } from '../../../lib/api-error';
import { uploadDocument, waitForAnalysisJob } from '../api/analyze-file';
import type { DocumentAnalysis } from '../types';
import { documentFileProblem } from '../utils/file-checks';

/**
 * The spec's file analysis states: idle, then a file chosen (the upload starts at once), then
 * processing, then results or an error.
 */
export type AnalysisPhase = 'idle' | 'uploading' | 'processing' | 'done' | 'error';

export interface AnalysisState {
  phase: AnalysisPhase;
  file: File | null;
  /** Share of the bytes sent, in percent. */
  uploadPercent: number;
  /** The worker's progress in percent, when the job is being polled; null while unknown. */
  processingPercent: number | null;
  result: DocumentAnalysis | null;
  analysedAt: Date | null;
  error: string | null;
}

const initial: AnalysisState = {
  phase: 'idle',
  file: null,
  uploadPercent: 0,
  processingPercent: null,
  result: null,
  analysedAt: null,
  error: null,
};

export interface DocumentAnalysisControls extends AnalysisState {
  /** True while a file is loaded or processing: choosing or dropping another is blocked. */
  blocked: boolean;
  /** Starts analysing `file`; ignored while blocked. */
  choose: (file: File) => void;
  /** 'Upload Different File': stops any work and clears everything. */
  reset: () => void;
}

export function useDocumentAnalysis(): DocumentAnalysisControls {
  const [state, setState] = useState<AnalysisState>(initial);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const blocked = state.file !== null;

  const analyse = useCallback(async (file: File, controller: AbortController) => {
    const { signal } = controller;
    const update = (change: Partial<AnalysisState>) => {
      if (!signal.aborted) setState((current) => ({ ...current, ...change }));
    };
    try {
      const jobId = await uploadDocument(file, {
        signal,
        onUploadProgress: (percent) =>
          update(
            percent >= 100
              ? { uploadPercent: 100, phase: 'processing' }
              : { uploadPercent: percent },
          ),
      });
      // Abandoned ('Upload Different File') while the upload was answered: nothing to follow.
      if (signal.aborted) return;
      update({ uploadPercent: 100, phase: 'processing' });
      const result = await waitForAnalysisJob(jobId, {
        signal,
        onProgress: (percent) => update({ processingPercent: percent }),
      });
      update({ phase: 'done', result, analysedAt: new Date() });
    } catch (err) {
      update({ phase: 'error', error: fileAnalysisFailedMessage(err) });
    }
  }, []);

  const choose = useCallback(
    (file: File) => {
      if (blocked) return;
      const problem = documentFileProblem(file);
      // A new file clears the previous results and errors.
      if (problem) {
        setState({ ...initial, phase: 'error', error: problem });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ ...initial, phase: 'uploading', file });
      void analyse(file, controller);
    },
    [blocked, analyse],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(initial);
  }, []);

  return { ...state, blocked, choose, reset };
}
