import type { SampleOutletId } from './sample-outlets';

/** One sample article as the project wrote it, before ingestion gives it a date and an address. */
export interface DemoText {
  slug: string;
  /** The fictional sample outlet it appears under (sample-outlets.ts). */
  outlet: SampleOutletId;
  title: string;
  description: string;
  paragraphs: string[];
  category: string;
  tags: string[];
  hoursAgo: number;
}
