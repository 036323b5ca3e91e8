import type { EventDateProblem, EventFromTemplateProblem } from '@tessera/domain';
import { AppError, AppErrors } from '@/platform/http/app-error';

/** One refused field of an event as the catalogue's error on that field. */
export function eventProblemError(problem: EventFromTemplateProblem): AppError {
  switch (problem.kind) {
    case 'required':
      return new AppError('admin.event_field_required', problem.field);
    case 'invalid_date':
      return new AppError('admin.event_date_invalid', problem.field);
    case 'end_before_start':
      return new AppError('admin.event_end_before_start', problem.field);
    case 'self_exchange_after_lock':
      return new AppError('admin.event_self_exchange_after_lock', problem.field);
    case 'date_rule':
      return new AppError('admin.date_rule_invalid', problem.field, {
        parameter: problem.field.slice('dates.'.length),
      });
  }
}

/** The refusal of a request with every problem on its own field. */
export function eventProblemsError(problems: readonly EventFromTemplateProblem[]): AppError | AppErrors {
  return problems.length === 1
    ? eventProblemError(problems[0]!)
    : new AppErrors(problems.map(eventProblemError));
}

export const dateProblem = (p: EventDateProblem): EventFromTemplateProblem => ({
  field: `dates.${p.parameter}`,
  kind: p.kind,
});
