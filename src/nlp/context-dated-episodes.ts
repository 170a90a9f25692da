/**
 * A finding dated by a past time and tied to the drug it came on tells one episode: "Falls three
 * times last year on zolpidem", "Rash last year on lamotrigine", "leg cramps on simvastatin in
 * 2020". The time dates the finding and the drug taken then alike, so the "on" of a treatment
 * the patient is on does not make the drug current, and the drug does not keep the finding going
 * (as it does a state it holds: "OUD in remission on buprenorphine", context-current-treatments.ts).
 * Only a time of the calendar dates so ("last month", "in 2020", "3 years ago"); a state word
 * ("in remission", "resolved") stays the drug's work. The finding comes first, the time right
 * before "on" or right after the drug: "Metformin since 2019" or "A1c 8.1 last month on metformin"
 * (no finding) leave the drug as the other rules read it.
 */
import type { FoundCue } from './context-triggers.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type DatedEpisodeView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss'>

/** Words of a calendar time in a history cue's phrase: "last month", "<num> years ago", "in <year>". */
const CALENDAR_WORDS = /(?:^|\s)(?:last|ago|<year>|<month>)(?:\s|$)/

/** At most this many plain words between the finding and its time: "twice", "x2", "once more". */
const MAX_COUNT_WORDS = 2
/** At most this many tokens between the drug and a time after it: "on simvastatin, 2020". */
const MAX_GAP_AFTER_DRUG = 1

/** Whether a history cue dates by the calendar, not by a state: the time of an episode. */
export function calendarTime(cue: FoundCue): boolean {
  return CALENDAR_WORDS.test(cue.def.phrase)
}

/**
 * Whether the drug target [xs, xe), after the current cue `onCue` ("on"), is the drug of a dated
 * episode: a finding, a past time and "on" the drug, or a finding, "on" the drug and a past time.
 */
export function drugOfDatedEpisode(
  v: DatedEpisodeView,
  xs: number,
  xe: number,
  onCue: FoundCue,
  history: FoundCue | undefined,
): boolean {
  if (history === undefined || onCue.def.phrase !== 'on' || onCue.te > xs || !calendarTime(history)) return false
  // the time right before "on", with no comma between: "PE in 2021, on lifelong apixaban" goes on
  if (history.te === onCue.ts) return v.scan.isWord[onCue.ts - 1]! && findingEndsBefore(v, history.ts, MAX_COUNT_WORDS)
  if (history.ts >= xe && history.ts - xe <= MAX_GAP_AFTER_DRUG) return findingEndsBefore(v, onCue.ts, 0)
  return false
}

/** Whether a problem target ends at most `gap` plain words before token `at`, in the sentence. */
function findingEndsBefore(v: DatedEpisodeView, at: number, gap: number): boolean {
  const { keys, isWord } = v.scan
  for (let k = at - 1; k >= v.ss && k >= at - 1 - gap; k--) {
    if (v.targetOf[k] !== 0) return v.typeAt(k) === 'problem'
    if (!isWord[k]) return false
    if (keys[k] === 'and' || keys[k] === 'or') return false
  }
  return false
}
