import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '@/api/api-error';

/**
 * Puts a failed save's per-field messages beside the form's fields. Server paths carry the
 * request's shape (`ticketLimits.maxTicketsPerOrder`); `from` is the part above the form, and
 * `to` what the form calls it instead (empty when the form's fields sit at its top level).
 * Returns the message to show above the form when no field took it, or null.
 */
export function applyServerErrors<T>(
  form: UseFormReturnType<T>,
  error: unknown,
  fallback: string,
  from = '',
  to = '',
): string | null {
  if (!isApiError(error)) return fallback;
  let placed = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if (from && !path.startsWith(`${from}.`)) continue;
    const rest = from ? path.slice(from.length + 1) : path;
    form.setFieldError(to ? `${to}.${rest}` : rest, message);
    placed = true;
  }
  return placed ? null : error.message || fallback;
}
