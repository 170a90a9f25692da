/**
 * A body function that is hard to do, said with a noun as the guidelines annotate lay wording:
 * "trouble passing urine", "difficulty following conversation", "breathing trouble" (blind7,
 * blind8, blind10 wrote these and read them as problems). Each function is crossed with the nouns
 * of difficulty before its verb and after its own noun, and carries the concept the lexicon names
 * for it, so the lay phrase reports the same concept. Falling asleep is left out: blind6 and
 * blind8 read "trouble falling asleep" both ways; a task that is no body function ("trouble
 * opening jars") is none.
 */

interface LayFunction {
  preferred: string
  code: string
  /** what the patient has trouble doing ("passing urine") */
  doing: readonly string[]
  /** the function as a noun before the difficulty ("urinary trouble") */
  nouns: readonly string[]
}

const FUNCTIONS: readonly LayFunction[] = [
  {
    preferred: 'difficulty urinating',
    code: 'R39.198',
    doing: ['urinating', 'passing urine', 'passing water', 'voiding', 'peeing', 'emptying the bladder', 'starting the stream'],
    nouns: ['urinary', 'voiding'],
  },
  {
    preferred: 'shortness of breath',
    code: 'R06.02',
    doing: ['catching my breath', 'catching her breath', 'catching his breath'],
    nouns: ['breathing'],
  },
  {
    preferred: 'hearing loss',
    code: 'H91.90',
    doing: ['hearing', 'following conversation', 'following conversations', 'following a conversation', 'understanding speech'],
    nouns: ['hearing'],
  },
  {
    preferred: 'memory loss',
    code: 'R41.3',
    doing: ['remembering', 'remembering things', 'remembering names', 'with memory', 'with his memory', 'with her memory'],
    nouns: ['memory'],
  },
  {
    preferred: 'visual disturbance',
    code: 'H53.9',
    doing: ['seeing', 'with vision', 'with his vision', 'with her vision'],
    nouns: ['vision', 'visual'],
  },
  {
    preferred: 'ataxia',
    code: 'R27.0',
    doing: ['with balance', 'keeping balance', 'keeping his balance', 'keeping her balance'],
    nouns: ['balance'],
  },
  {
    preferred: 'dysphagia',
    code: 'R13.10',
    doing: ['with swallowing'],
    nouns: ['swallowing'],
  },
]

/** Nouns of difficulty before what is hard to do ("trouble passing urine"). */
const BEFORE = ['trouble', 'difficulty', 'difficulties', 'problems', 'hard time']
/** Nouns of difficulty after the function's own noun ("breathing trouble"). */
const AFTER = ['trouble', 'difficulty', 'difficulties', 'problems', 'problem', 'issues']

export const LAY_DIFFICULTY_PROBLEM_LINES = `\n${FUNCTIONS.map((f) => {
  const terms = [
    ...f.doing.flatMap((doing) => BEFORE.map((lead) => `${lead} ${doing}`)),
    ...f.nouns.flatMap((noun) => AFTER.map((head) => `${noun} ${head}`)),
  ]
  return `${f.preferred} | ICD10CM:${f.code} | ${terms.join('; ')}`
}).join('\n')}\n`
