// Times in India time (spec: "times in India time with the zone shown where it matters").

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** An ISO instant as '12 Mar 2025, 4:05 pm IST'. */
export function formatIndiaDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} IST`;
}

/** An ISO instant as '12 Mar 2025' (India date). */
export function formatIndiaDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

const dateKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO instant as its India-time date 'YYYY-MM-DD'. */
export function indiaDateKey(iso: string): string {
  return dateKey.format(new Date(iso));
}
