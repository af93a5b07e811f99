/** Priority buckets of 16 KiB: small documents are taken before large ones (1 runs first). */
const PRIORITY_BUCKET_BYTES = 16 * 1024;
/**
 * What each document an address already has pending adds: more than any size bucket (a 10 MB
 * upload is bucket 640), so an address's second document waits behind every other address's
 * first, whatever the sizes.
 */
const PER_PENDING_DOCUMENT = 1_024;
/** BullMQ's largest priority. */
const MAX_PRIORITY = 2_097_152;

/**
 * The BullMQ priority of an upload (1 is taken first). Workers take documents round-robin over
 * client addresses, fewest pending first, then smallest first: one address uploading large PDFs
 * cannot keep every worker to itself while others wait.
 */
export function documentPriority(bytes: number, ownerPending: number): number {
  const size = Math.floor(bytes / PRIORITY_BUCKET_BYTES);
  return Math.min(MAX_PRIORITY, 1 + ownerPending * PER_PENDING_DOCUMENT + size);
}
