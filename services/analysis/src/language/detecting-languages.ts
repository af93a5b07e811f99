import { TextModels } from '../models';
import { detectLanguage } from './detect-language';
import { eldDetector } from './eld-detector';

/**
 * The text models with the language detector as their gate: a text the detector reliably finds
 * in another language is answered with its language and no label, and the models never read it
 * (TextModels' `languageOf`, models/text-models.ts). The service and the document worker load
 * their models through this, so both answer other languages alike.
 */
export function detectingLanguages(text: TextModels): TextModels {
  // Loaded now, with the models: loading the detector's n-grams takes a few hundred milliseconds
  // of the event loop, which the first request would otherwise wait out (and others behind it).
  eldDetector();
  return new TextModels(text.accurate, text.fast, detectLanguage);
}
