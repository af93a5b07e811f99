import type { ModelInfo } from '@sentilog/contracts/web';
import './word-highlights.css';

/** Beside a label the calibration marks uncertain (more often wrong than right, or ironic or mixed). */
export const UNCERTAIN_TEXT = 'Uncertain — the text may be ironic or mixed';

export function UncertainNote() {
  return (
    <span className="reading-uncertain" role="note" data-testid="uncertain-note">
      {UNCERTAIN_TEXT}
    </span>
  );
}

/** Which model answered: "Read by the accurate model (2.1.0)". */
export function ModelNote({ model }: { model: ModelInfo | null | undefined }) {
  if (!model) return null;
  return (
    <p className="reading-model" data-testid="model-note">
      Read by the {model.tier} model ({model.version})
    </p>
  );
}
