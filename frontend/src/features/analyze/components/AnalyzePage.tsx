import './analyze.css';
import { useEffect, useRef } from 'react';
import { FormMessage } from '../../../components/ui/FormMessage';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useDocumentAnalysis } from '../hooks/use-document-analysis';
import { AnalysisProgress } from './AnalysisProgress';
import { AnalysisResults } from './AnalysisResults';
import { Dropzone } from './Dropzone';
import { FileCard } from './FileCard';

/** The Analyze screen: upload a TXT, PDF or DOCX file and read its sentiment and statistics. */
export function AnalyzePage() {
  const analysis = useDocumentAnalysis();
  const results = useRef<HTMLDivElement>(null);
  const { phase, file, result, analysedAt } = analysis;

  // A file dropped outside the drop area (or while a file is loaded, when there is none) would make
  // the browser leave the page to open it, losing the results: such drops are ignored.
  useEffect(() => {
    const ignore = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);

  // After results arrive the view scrolls to them.
  useEffect(() => {
    if (phase !== 'done') return;
    results.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    results.current?.focus({ preventScroll: true });
  }, [phase]);

  return (
    <>
      <PageHeader
        eyebrow="Analyze"
        title="Document Analysis"
        lead="Upload a TXT, PDF or DOCX file to see its sentiment, emotions, statistics and a written summary."
      />
      <div className="container analyze-page">
        {file ? (
          <FileCard
            file={file}
            busy={phase === 'uploading' || phase === 'processing'}
            rejected={phase === 'error'}
            onReset={analysis.reset}
          />
        ) : (
          <Dropzone onFile={analysis.choose} />
        )}

        {(phase === 'uploading' || phase === 'processing') && (
          <AnalysisProgress
            phase={phase}
            uploadPercent={analysis.uploadPercent}
            processingPercent={analysis.processingPercent}
          />
        )}

        {phase === 'error' && analysis.error && (
          <FormMessage tone="error">{analysis.error}</FormMessage>
        )}

        {phase === 'done' && result && file && analysedAt && (
          <AnalysisResults
            ref={results}
            analysis={result}
            fileName={file.name}
            analysedAt={analysedAt}
          />
        )}
      </div>
    </>
  );
}
