import type { RenewalAnswer } from '../../../store/slices/renewal';

type Part = RenewalAnswer['parts'][number];

/**
 * A renewal part's name where a short label fits (a 96 px row label): a car's two parts as customers call
 * them (as the reminder SMS does), any other cover by its own name.
 */
export function partLabel(part: Pick<Part, 'riskCode' | 'riskName'>) {
  if (part.riskCode === 'DZA') return '交强险';
  if (part.riskCode === 'DAA') return '商业险';
  return part.riskName;
}

/**
 * Whether a unit's parts end on different days (a car's compulsory part bought at another time than its
 * commercial part). An answer kept from before the parts carried their end reads as ending together.
 */
export function endsApart(parts: Pick<Part, 'endDate'>[]) {
  return parts.every((p) => p.endDate) && new Set(parts.map((p) => p.endDate)).size > 1;
}

/** The parts in the order of their dates, the earlier first (the quote lists the commercial part first). */
export function byDate<P extends Pick<Part, 'endDate'>>(parts: P[]): P[] {
  return [...parts].sort((a, b) => a.endDate.localeCompare(b.endDate));
}

/** What ends when, as the pages say it: "<险种>将于<日期>到期", one phrase per part when they end apart. */
export function partEnds(answer: Pick<RenewalAnswer, 'parts' | 'riskName' | 'endDate'>): string[] {
  if (!endsApart(answer.parts)) return [`${answer.riskName}将于${answer.endDate}到期`];
  return byDate(answer.parts).map((p) => `${partLabel(p)}将于${p.endDate}到期`);
}
