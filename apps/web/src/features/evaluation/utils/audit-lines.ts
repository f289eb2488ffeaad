import { acceptanceStates } from '@portal/shared/acceptance-rules';
import { applicationStatuses, interviewStates, rankingMarks } from '@portal/shared/enums';
import type { AuditEntryAnswer } from '@portal/shared/review-runs';
import type { TFunction } from 'i18next';
import { reasonText } from '@/lib/eligibility-reasons';
import { formatNumber } from '@/lib/numbers';

/** One sentence of a line of the trail, and what it lists (the reasons of an eligibility check). */
export type AuditSentence = { text: string; items?: string[] };

type Values = Record<string, unknown>;

/** The trail keeps what each action recorded; earlier lines named some fields otherwise. */
const aliases: Record<string, string> = {
  nonEligibilityReasons: 'reasons',
  total: 'totalScore',
  reason: 'rejectionReason',
};
/** The fields each kind of line is told by; any other change is said in one general sentence. */
const told = new Set([
  'eligible',
  'reasons',
  'totalScore',
  'rank',
  'rankingMark',
  'bonus',
  'bonusReason',
  'status',
  'rejectionReason',
  'resubmissionAllowed',
  'state',
  'preselected',
  'run',
  'startsAt',
  'slotDeleted',
  'panel',
  'replacement',
  'evaluation',
  'score',
  'scores',
]);

function valuesOf(recorded: unknown): Values {
  if (!recorded || typeof recorded !== 'object' || Array.isArray(recorded)) return {};
  return Object.fromEntries(Object.entries(recorded).map(([field, value]) => [aliases[field] ?? field, value]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isStatus = (value: unknown): value is (typeof applicationStatuses)[number] =>
  typeof value === 'string' && (applicationStatuses as readonly string[]).includes(value);
/** The reserve list was called "preselected" in lines written before the word went to the interview shortlist. */
const markOf = (value: unknown) => (value === 'PRESELECTED' ? 'RESERVE' : value);
const isMark = (value: unknown): value is (typeof rankingMarks)[number] =>
  typeof value === 'string' && (rankingMarks as readonly string[]).includes(value);
const isPlaceState = (value: unknown): value is (typeof acceptanceStates)[number] =>
  typeof value === 'string' && (acceptanceStates as readonly string[]).includes(value);
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const asText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const asList = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * A line of the committee's trail as sentences in the reader's language: what the eligibility check found and why,
 * the score, rank and place in the ranking, the bonus, the decision, the interview shortlist, and the committee's note. Numbers are written
 * in the reader's locale, reasons as everywhere else (`reasonText`); no value is ever shown as raw data.
 */
export function auditSentences(entry: AuditEntryAnswer, t: TFunction, locale: string): AuditSentence[] {
  const before = valuesOf(entry.before);
  const after = valuesOf(entry.after);
  const changed = (field: string) => !same(before[field], after[field]);
  const none = t('evaluation:audit.noValue');
  const points = (value: unknown) => {
    const count = asNumber(value);
    return count === null ? none : t('evaluation:audit.points', { count, value: formatNumber(count, locale, 'score') });
  };
  const quoted = (text: string) => t('evaluation:audit.quoted', { text });
  const eligibility = (value: unknown) =>
    t(`evaluation:audit.eligibility.${value === true ? 'yes' : value === false ? 'no' : 'unknown'}`);
  const rank = (value: unknown) => {
    const place = asNumber(value);
    return place === null
      ? t('evaluation:audit.score.notRanked')
      : t('evaluation:audit.score.rankValue', { rank: formatNumber(place, locale) });
  };
  const mark = (recorded: unknown) => {
    const value = markOf(recorded);
    return isMark(value) ? t(`evaluation:audit.score.marks.${value}`) : t('evaluation:audit.score.noMark');
  };
  const status = (value: unknown) => (isStatus(value) ? t(`glossary:statuses.${value}`) : none);
  const place = (value: unknown) => (isPlaceState(value) ? t(`evaluation:audit.place.states.${value}`) : none);
  const interviewState = (value: unknown) =>
    typeof value === 'string' && (interviewStates as readonly string[]).includes(value)
      ? t(`panel:interviewState.${value}`)
      : t('panel:interviewState.NONE');
  const time = (value: unknown) => {
    const text = asText(value);
    const date = text ? new Date(text) : null;
    return date && !Number.isNaN(date.getTime())
      ? new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZoneName: 'short',
        }).format(date)
      : none;
  };
  const names = (value: unknown) => {
    const list = asList(value).filter((name): name is string => typeof name === 'string' && name.trim() !== '');
    return list.length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(list) : none;
  };
  const points100 = (value: unknown) => {
    const score = asNumber(value);
    return score === null ? none : t('evaluation:audit.outOf100', { value: formatNumber(score, locale, 'score') });
  };
  const reasons = (value: unknown) =>
    asList(value)
      .map((reason) => reasonText(t, reason, locale))
      .filter(Boolean);

  const sentences: AuditSentence[] = [];
  const say = (key: string, values: Record<string, unknown> = {}, items?: string[]) =>
    sentences.push({ text: t(`evaluation:audit.${key}`, values), ...(items ? { items } : {}) });

  if (changed('eligible'))
    say('eligibility.changed', { after: eligibility(after.eligible), before: eligibility(before.eligible) });
  else if (changed('reasons')) say('eligibility.reasonsChanged', { state: eligibility(after.eligible) });
  if (changed('reasons') || changed('eligible')) {
    const now = reasons(after.reasons);
    const then = reasons(before.reasons);
    if (now.length > 0) say('eligibility.reasons', {}, now);
    else if (then.length > 0) say('eligibility.formerReasons', {}, then);
  }

  if (changed('bonus')) {
    const [was, is] = [asNumber(before.bonus), asNumber(after.bonus)];
    if (is === null) say('bonus.removed', { before: points(was) });
    else if (was === null) say('bonus.given', { after: points(is) });
    else say('bonus.changed', { before: points(was), after: points(is) });
  }
  if (changed('bonusReason') && asText(after.bonusReason))
    say('bonus.reason', { reason: quoted(asText(after.bonusReason)!) });

  if (changed('totalScore')) say('score.total', { after: points(after.totalScore), before: points(before.totalScore) });
  if (changed('rank')) say('score.rank', { after: rank(after.rank), before: rank(before.rank) });
  if (changed('rankingMark')) say('score.mark', { after: mark(after.rankingMark), before: mark(before.rankingMark) });

  // An interview line's state is the interview's (booked, held…); any other line's is the place's (a withdrawal).
  if (entry.action === 'INTERVIEW') {
    if (changed('state'))
      say('interview.changed', { after: interviewState(after.state), before: interviewState(before.state) });
    if (after.slotDeleted === true) say('interview.slotDeleted', { before: time(before.startsAt) });
    else if (changed('startsAt') && asText(after.startsAt)) say('interview.time', { after: time(after.startsAt) });
  } else if (changed('state')) say('place.changed', { after: place(after.state), before: place(before.state) });

  // The panel: who sits on it, who left it for a conflict of interest and who took the seat, an evaluation given.
  if (changed('panel')) say('panel.changed', { after: names(after.panel), before: names(before.panel) });
  if (entry.action === 'CONFLICT') {
    const replacement = asText(after.replacement);
    say(replacement ? 'conflict.replaced' : 'conflict.notReplaced', { name: replacement ?? '' });
    const removed = valuesOf(before.evaluation);
    if (removed.submitted === true) say('conflict.evaluationRemoved', { score: points100(removed.score) });
  }
  if (entry.action === 'EVALUATION' && asNumber(after.score) !== null)
    say('evaluation.submitted', { score: points100(after.score) });

  if (entry.action === 'DECISION_TAKEN_BACK') say('decision.takenBack', { before: status(before.status) });
  else if (changed('status')) say('decision.changed', { after: status(after.status), before: status(before.status) });
  if (entry.action !== 'DECISION_TAKEN_BACK') {
    if (changed('rejectionReason') && asText(after.rejectionReason))
      say('decision.reason', { reason: quoted(asText(after.rejectionReason)!) });
    if (after.status === 'REJECTED' && (changed('resubmissionAllowed') || changed('status')))
      say(after.resubmissionAllowed === true ? 'decision.resubmission' : 'decision.noResubmission');
  }

  // The interview shortlist: by a run (its count and cut kept in the line) or by hand (the reason is the note).
  if (changed('preselected')) {
    const joined = after.preselected === true;
    const run = valuesOf(after.run);
    const count = asNumber(run.count);
    if (count === null) say(joined ? 'preselection.added' : 'preselection.removed');
    else {
      const key = joined ? 'byRun' : asNumber(run.cutScore) === null ? 'leftByRunNoCut' : 'leftByRun';
      say(`preselection.${key}`, { count, value: formatNumber(count, locale), cut: points(run.cutScore) });
    }
  }

  const others = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !told.has(field) && changed(field),
  );
  if (others.length > 0) say('other');
  if (asText(entry.note)) say('note', { note: quoted(asText(entry.note)!) });
  return sentences;
}
