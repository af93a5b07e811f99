import {
  dayIn,
  entryDayBounds,
  entryDayProblem,
  isCalendarDay,
  isTimeZone,
  JournalDayMessages,
} from './journal-days';

describe('journal days', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const day of ['2026-02-29', '2026-13-01', '2026-1-01', '20260101', '']) {
      expect(isCalendarDay(day)).toBe(false);
    }
  });

  it('knows IANA zones, not offsets or junk', () => {
    for (const zone of ['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT-14']) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of ['+02:00', 'Mars/Olympus', '', 'Europe/Berlin; DROP', 'x'.repeat(65)]) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });

  it('gives the day a moment falls on in a zone', () => {
    const at = new Date('2026-03-14T22:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-03-14');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-03-15');
    expect(dayIn('America/New_York', at)).toBe('2026-03-14');
  });

  it('bounds an entry’s day by the writer’s today and a year back', () => {
    const at = new Date('2026-03-14T22:30:00Z');
    expect(entryDayBounds(at, 'Asia/Tokyo')).toEqual({
      earliest: '2025-03-15',
      latest: '2026-03-15',
    });
    // Without a zone: from the last zone's year-ago day to the first zone's today.
    expect(entryDayBounds(at)).toEqual({ earliest: '2025-03-14', latest: '2026-03-15' });
    expect(entryDayProblem('2026-03-15', at, 'Europe/London')).toBe(JournalDayMessages.future);
    expect(entryDayProblem('2025-03-14', at, 'Europe/London')).toBeNull();
    expect(entryDayProblem('2025-03-13', at, 'Europe/London')).toBe(JournalDayMessages.tooOld);
    expect(entryDayProblem('2026-02-30', at, 'Europe/London')).toBe(JournalDayMessages.date);
  });
});
