import { Spinner } from '../../../components/ui/Spinner';
import { ProgressBar } from './ProgressBar';

/** The upload's progress while bytes are sent, then 'Processing Document...' while the server reads. */
export function AnalysisProgress({
  phase,
  uploadPercent,
  processingPercent,
}: {
  phase: 'uploading' | 'processing';
  uploadPercent: number;
  processingPercent: number | null;
}) {
  return (
    <div className="card analysis-progress" aria-live="polite">
      {phase === 'uploading' ? (
        <ProgressBar label="Uploading..." percent={uploadPercent} />
      ) : (
        <>
          <p className="analysis-progress-title">
            <Spinner size="sm" /> Processing Document...
          </p>
          <ProgressBar label="Analysing sentiment" percent={processingPercent} />
        </>
      )}
    </div>
  );
}
