import { api } from '../../../lib/api-client';

/** `POST /api/analyze/text` answer. */
export interface TextAnalysis {
  sentiment: string;
  emotion?: string;
  score?: number;
  confidence?: number;
  emotions?: Record<string, number>;
}

/** The longest text the API analyses (the gateway answers 413 above it). */
export const MAX_TEXT_LENGTH = 100_000;

/** The refusal shown before sending a text over the limit, in the words the server would use. */
export function textTooLongMessage(length: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return `Text is too long (${count(length)} characters). The maximum is ${count(MAX_TEXT_LENGTH)} characters; upload longer material as a document.`;
}

export async function analyzeText(text: string): Promise<TextAnalysis> {
  const { data } = await api.post<TextAnalysis>('/api/analyze/text', { text });
  return data;
}
