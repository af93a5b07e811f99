import { MAX_TEXT_LENGTH, type AnalyzeTextResponse } from '@sentilog/contracts/web';
import { api } from '../../../lib/api-client';

/** The refusal shown before sending a text over the limit, in the words the server would use. */
export function textTooLongMessage(length: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return `Text is too long (${count(length)} characters). The maximum is ${count(MAX_TEXT_LENGTH)} characters; upload longer material as a document.`;
}

export async function analyzeText(text: string): Promise<AnalyzeTextResponse> {
  const { data } = await api.post<AnalyzeTextResponse>('/api/analyze/text', { text });
  return data;
}
