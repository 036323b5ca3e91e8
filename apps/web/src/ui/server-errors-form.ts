import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '@/api/api-error';

/**
 * Puts a failed save's per-field messages beside the form's fields. Server paths carry the
 * request's shape (`ticketLimits.maxTicketsPerOrder`); `prefix` strips the part above the form.
 * Returns the message to show above the form when no field took it, or null.
 */
export function applyServerErrors<T>(
  form: UseFormReturnType<T>,
  error: unknown,
  fallback: string,
  prefix = '',
): string | null {
  if (!isApiError(error)) return fallback;
  let placed = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if (prefix && !path.startsWith(`${prefix}.`)) continue;
    form.setFieldError(prefix ? path.slice(prefix.length + 1) : path, message);
    placed = true;
  }
  return placed ? null : error.message || fallback;
}
