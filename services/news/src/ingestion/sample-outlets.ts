import type { NewsBias } from '@sentilog/contracts';

/** A fictional outlet of the sample articles, with the sample rating the sample set gives it. */
export interface SampleOutlet {
  /** Ends in "(sample)", so that no page can show it as a real outlet. */
  name: string;
  /** A sample rating, so that stories, coverage and blindspots have something to show; or none. */
  rating: NewsBias | null;
}

/**
 * The outlets the sample articles appear under. Invented, so that no fiction the project wrote
 * is ever shown under a real outlet's name or with a real outlet's rating; none of them is in the
 * outlet table (models/outlets/outlets.json, which sample-outlets.spec.ts checks), so the
 * analysis service rates none of them, and ingestion gives each its sample rating instead.
 */
export const SAMPLE_OUTLETS = {
  harbour: { name: 'The Harbour Ledger (sample)', rating: 'LEFT' },
  northwind: { name: 'Northwind Dispatch (sample)', rating: 'LEFT' },
  meridian: { name: 'The Meridian Wire (sample)', rating: 'CENTER' },
  copperfield: { name: 'Copperfield Gazette (sample)', rating: 'CENTER' },
  granite: { name: 'The Granite Herald (sample)', rating: 'RIGHT' },
  ironbridge: { name: 'Ironbridge Standard (sample)', rating: 'RIGHT' },
  lantern: { name: 'Lantern Street Bulletin (sample)', rating: null },
} as const satisfies Record<string, SampleOutlet>;

export type SampleOutletId = keyof typeof SAMPLE_OUTLETS;
