// What the viewer asks a pipeline to answer: the request's `return` member (docs/rest-api.md).
// Part-of-speech tokens are about half of svc-default-pipeline's answer and nothing the page
// draws needs them; left out, the pipeline skips its tokens step altogether. No DOM here.

/** The built-in clinical pipeline, the one pipeline whose label indices the viewer knows. */
export const CLINICAL_PIPELINE = 'svc-default-pipeline'

/** The part-of-speech tokens svc-tokens writes, asked for only when the reader ticks them. */
export const TOKENS_INDEX = 'tokens'

/**
 * What a reader of a note looks at: every index svc-default-pipeline writes but tokens. The
 * context cues stay because each concept's `reference_ids` name the cue that set an attribute,
 * which the details panel shows.
 */
export const READER_INDICES: readonly string[] = ['sentences', 'sections', 'concepts', 'context_cues']

export interface AnswerRequest {
  label_indices: string[]
}

/**
 * The `return` member for a run of `pipeline`: the reader's indices (and tokens when asked) for
 * the clinical pipeline; undefined, for everything, for any other pipeline, whose indices the
 * viewer cannot know.
 */
export function answerRequest(pipeline: string, withTokens: boolean): AnswerRequest | undefined {
  if (pipeline !== CLINICAL_PIPELINE) return undefined
  return { label_indices: withTokens ? [...READER_INDICES, TOKENS_INDEX] : [...READER_INDICES] }
}
