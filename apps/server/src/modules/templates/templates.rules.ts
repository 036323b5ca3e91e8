import { templateSections as sections, type templateSections } from '@tessera/contract';
import {
  availabilityProblem,
  type DateParameterRule,
  eventPeriodProblems,
  resolveDateParameters,
} from '@tessera/domain';
import type { z } from 'zod';
import { AppError } from '@/platform/http/app-error';

type Sections = { [K in keyof typeof templateSections]: z.output<(typeof templateSections)[K]> };

/** A template's tabs as stored, filled with defaults for anything saved before a field existed. */
export function readSections(row: Record<keyof Sections, unknown>): Sections {
  return {
    basicInfo: sections.basicInfo.parse(row.basicInfo ?? {}),
    email: sections.email.parse(row.email ?? {}),
    saleTiming: sections.saleTiming.parse(row.saleTiming ?? {}),
    ticketLimits: sections.ticketLimits.parse(row.ticketLimits ?? {}),
    money: sections.money.parse(row.money ?? {}),
    exchanges: sections.exchanges.parse(row.exchanges ?? {}),
    externalSync: sections.externalSync.parse(row.externalSync ?? {}),
    dateRules: sections.dateRules.parse(row.dateRules ?? []),
    maps: sections.maps.parse(row.maps ?? {}),
    seatSettings: sections.seatSettings.parse(row.seatSettings ?? {}),
  };
}

/** A sample event start used to prove that the date rules can be worked out. */
const SAMPLE_EVENT = { start: '2030-06-15T19:30', timeZone: 'UTC' };

/** The spec's §5 rules across a template's tabs; the first problem is answered on its field. */
export function checkTemplateRules(s: Partial<Sections>): void {
  if (s.saleTiming) {
    const periods = s.saleTiming.eventPeriods.map((p) => ({
      start: new Date(p.start),
      end: new Date(p.end),
    }));
    const [problem] = eventPeriodProblems(periods);
    if (problem?.kind === 'start_not_before_end') {
      throw new AppError(
        'admin.event_period_invalid',
        `saleTiming.eventPeriods.${problem.period - 1}.start`,
        {
          period: problem.period,
        },
      );
    }
    if (problem?.kind === 'overlap') {
      throw new AppError(
        'admin.event_period_overlap',
        `saleTiming.eventPeriods.${problem.period - 1}.start`,
        {
          period: problem.period,
          other: problem.overlapsWith,
        },
      );
    }
  }
  if (s.money) {
    const high = s.money.highAvailabilityPercent;
    const low = s.money.lowAvailabilityPercent;
    // Availability is optional as a pair: either both are set or neither.
    if (high !== null || low !== null) {
      const problem = availabilityProblem(high, low);
      if (problem === 'required') {
        throw new AppError(
          'admin.availability_required',
          high === null ? 'money.highAvailabilityPercent' : 'money.lowAvailabilityPercent',
        );
      }
      if (problem === 'high_not_above_low')
        throw new AppError('admin.availability_high_not_above_low', 'money.highAvailabilityPercent');
    }
  }
  if (s.dateRules) {
    const result = resolveDateParameters(s.dateRules as DateParameterRule[], SAMPLE_EVENT);
    if (!result.ok) {
      const first = result.problems[0]!;
      const index = s.dateRules.findIndex((r) => r.parameter === first.parameter);
      throw new AppError('admin.date_rule_invalid', `dateRules.${Math.max(index, 0)}`, {
        parameter: first.parameter,
      });
    }
  }
}
