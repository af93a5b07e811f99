/** One sample article as the project wrote it, before ingestion gives it a date and an address. */
export interface DemoText {
  slug: string;
  title: string;
  description: string;
  paragraphs: string[];
  category: string;
  tags: string[];
  hoursAgo: number;
  /** The outlet named as its source (demo-coverage.ts); DEMO_SOURCE when absent. */
  source?: string;
}
