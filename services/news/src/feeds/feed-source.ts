/** One feed the ingestion reads. */
export interface FeedSource {
  /** The outlet, stored as each article's source. */
  name: string;
  url: string;
  /** Category of the feed's articles. */
  category: string;
}
