const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as `datetime-local` text in the browser's zone; empty for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `datetime-local` text as an ISO instant; null for empty. */
export function fromLocalInput(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}
