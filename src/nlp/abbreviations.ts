/**
 * Words that end with a period without ending a sentence. Compared lowercase, without the
 * final period ("b.i.d." is stored as "b.i.d").
 */

/** Titles, Latin and reference abbreviations: always followed by more of the same sentence. */
export const NEVER_FINAL = new Set([
  'dr', 'drs', 'mr', 'mrs', 'ms', 'mx', 'messrs', 'prof', 'rev', 'hon', 'st', 'mt', 'sgt',
  'capt', 'lt', 'col', 'vs', 'v', 'e.g', 'eg', 'i.e', 'ie', 'cf', 'viz', 'approx', 'apprx', 'esp',
  'incl', 'fig', 'figs', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept',
  'oct', 'nov', 'dec', 'ca',
])

/**
 * Dosing, unit and shorthand abbreviations. They often do end a sentence ("Take 1 tab b.i.d.
 * Return in 2 weeks."), so they end one only when a capitalised word follows.
 */
export const FINAL_BEFORE_CAPITAL = new Set([
  'b.i.d', 't.i.d', 'q.i.d', 'q.d', 'q.o.d', 'q.h.s', 'h.s', 'p.o', 'p.r', 'p.r.n', 'a.c', 'p.c',
  'q.a.m', 'q.p.m', 'a.m', 'p.m', 'q', 'qd', 'bid', 'tid', 'qid', 'qhs', 'qod', 'prn', 'stat',
  'mg', 'mcg', 'g', 'gm', 'kg', 'ml', 'l', 'cc', 'cm', 'mm', 'in', 'oz', 'lb', 'lbs', 'hr', 'hrs',
  'h', 'min', 'mins', 'sec', 'wk', 'wks', 'yr', 'yrs', 'mo', 'mos', 'tab', 'tabs', 'cap', 'caps',
  'inj', 'susp', 'sol', 'amp', 'disp', 'sig', 'etc', 'al', 'jr', 'sr', 'inc', 'co', 'ltd', 'dept',
  'univ', 'vol', 'pp', 'resp', 'temp', 'gen', 'abd', 'ext', 'pt', 'pts', 'dx', 'hx', 'tx', 'rx',
  'sx', 'fx', 'yo', 'y.o', 'w', 'est', 'max', 'avg', 'mod', 'sev', 'no', 'nos', 'ft', 'ref',
  'appt', 'wt', 'ht', 'neg', 'pos', 'info', 'cont', 'sched', 'req', 'meds', 'med', 'hosp', 'adm',
])

/** Routes and frequencies written in capitals after a dose: they continue its sentence. */
export const DOSING_WORDS = new Set([
  'po', 'pr', 'iv', 'im', 'sc', 'sq', 'sl', 'id', 'bid', 'tid', 'qid', 'qd', 'qhs', 'hs', 'prn', 'qam',
  'qpm', 'qod', 'ac', 'pc', 'od', 'os', 'ou', 'au', 'ad', 'as', 'top', 'inh', 'neb', 'ivp', 'ivpb', 'stat',
])

/**
 * Abbreviated nouns that end telegraphic sentences ("spoke w pt. no fever"): before a lower-case
 * word they end one, unless that word carries the noun on ("pt. states", "hx. of").
 */
export const NOUN_ABBREVIATIONS = new Set(['pt', 'pts', 'dx', 'hx', 'tx', 'rx', 'sx', 'fx', 'meds', 'med', 'appt', 'info', 'hosp', 'no'])
export const CONTINUES_NOUN = new Set([
  'of', 'with', 'is', 'was', 'has', 'had', 'and', 'or', 'to', 'for', 'in', 'on', 'at', 'by', 'states',
  'stated', 'reports', 'reported', 'denies', 'says', 'said', 'will', 'would', 'should', 'needs',
])
