/** The fixed sample behind 'Mood vs News: 7-Day AI Snapshot' (spec: Monday to Sunday). */
export const sampleWeek = {
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  mood: [62, 68, 57, 71, 76, 84, 80],
  news: [54, 49, 58, 52, 61, 57, 63],
} as const;
