/** Marks one of the project's sample articles, so it is never taken for news. */
export function SampleBadge() {
  return (
    <span className="badge badge-sample" title="Written by SentiLog while no feed can be read">
      Sample
    </span>
  );
}
