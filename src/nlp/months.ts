/** The months as clinical notes write them: in full, and abbreviated. Compared lowercase. */
export const MONTH_NAMES: readonly string[] = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** Without the final period. May has none: it is short already, and "may" is also a verb. */
export const MONTH_ABBREVIATIONS: readonly string[] = [
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]
