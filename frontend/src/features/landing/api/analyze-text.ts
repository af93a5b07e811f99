import { api } from '../../../lib/api-client';

/** `POST /api/analyze/text` answer. */
export interface TextAnalysis {
  sentiment: string;
  emotion?: string;
  score?: number;
  confidence?: number;
  emotions?: Record<string, number>;
}

export async function analyzeText(text: string): Promise<TextAnalysis> {
  const { data } = await api.post<TextAnalysis>('/api/analyze/text', { text });
  return data;
}
