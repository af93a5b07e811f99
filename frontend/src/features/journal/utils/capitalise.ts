/** 'joy' → 'Joy', 'SADNESS' → 'Sadness'. */
export function capitalise(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value;
}
