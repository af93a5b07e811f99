import { TextModels } from '../models';
import { detectLanguage } from './detect-language';

/**
 * The text models with the language detector as their gate: a text the detector reliably finds
 * in another language is answered with its language and no label, and the models never read it
 * (TextModels' `languageOf`, models/text-models.ts). The service and the document worker load
 * their models through this, so both answer other languages alike.
 */
export function detectingLanguages(text: TextModels): TextModels {
  return new TextModels(text.accurate, text.fast, detectLanguage);
}
