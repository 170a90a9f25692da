// svc-context: negation, uncertainty, history, hypothetical and experiencer of the targets.
import { invalidArgument } from '../../api/errors.js'
import { isPlainObject } from '../../api/json.js'
import { REFERENCES_MEMBER, asFlatLabels, type FlatLabel } from '../../api/labels.js'
import { assignContext, type AttributeCues } from '../../nlp/context.js'
import { DocumentProcessor, type Document, type Params, type ProcessResult } from '../../processing/index.js'
import { documentProcessorInfo, optionalLabels, stringParam } from './params.js'

/** The index the trigger spans go to; the targets' references point into it. */
const CUES_INDEX = 'context_cues'

/**
 * `{ ...base, ...extra }`. Spreading a label and then its attributes sent V8 down a slow path
 * (about 7 µs a label, more than finding the attributes); Object.assign builds the same object
 * fast. It differs from a spread only for an own `__proto__` member, which it would turn into
 * the prototype: such a label is spread as before.
 */
function withMembers<T extends object>(base: T, extra: object): T {
  return Object.hasOwn(base, '__proto__') ? { ...base, ...extra } : Object.assign({}, base, extra)
}

/** The reference to the cue of each attribute a cue set, or null when no cue set any. */
function referencesTo(setBy: AttributeCues): Record<string, string> | null {
  let refs: Record<string, string> | null = null
  for (const attribute in setBy) {
    refs ??= {}
    refs[attribute] = `${CUES_INDEX}:${setBy[attribute as keyof AttributeCues]}`
  }
  return refs
}

export class ContextProcessor extends DocumentProcessor {
  readonly info = documentProcessorInfo(
    'svc-context',
    'NegEx/ConText-style attributes of target labels: negated, uncertain, historical, hypothetical, allergy (booleans) and experiencer (patient, family, other).',
    {
      parameters: [
        {
          name: 'targets_index',
          description: 'index of the targets (default concepts)',
          data_type: 'str',
          required: false,
        },
        {
          name: 'output_index',
          description: 'index to write (default: the targets index, replaced)',
          data_type: 'str',
          required: false,
        },
        {
          name: 'cues',
          description: 'also write context_cues with the trigger spans (default true)',
          data_type: 'bool',
          required: false,
        },
      ],
      inputs: [
        { name: 'concepts', description: 'the targets (or params.targets_index)' },
        { name: 'sentences', description: 'optional: scope boundaries' },
        { name: 'sections', description: 'optional: section defaults (family history, past history)' },
      ],
      outputs: [
        { name: 'concepts', description: 'the targets with the attributes added (or params.output_index)' },
        {
          name: 'context_cues',
          description:
            'trigger spans with category and direction; each target names the cue that set each attribute in reference_ids',
        },
      ],
    },
  )

  async process(doc: Document, params: Params): Promise<ProcessResult> {
    const targetsIndex = stringParam(params, 'targets_index', 'concepts')
    const outputIndex = stringParam(params, 'output_index', targetsIndex)
    const withCues = params.cues === undefined ? true : params.cues
    if (typeof withCues !== 'boolean') throw invalidArgument('params.cues must be true or false')
    const [targets, sentences, sections] = await Promise.all([
      // read only: each labelled target below is a new object, sharing only the target's strings
      doc.getLabels(targetsIndex, { readOnly: true }),
      optionalLabels(doc, 'sentences'),
      optionalLabels(doc, 'sections') as Promise<
        { start_index: number; end_index: number; category: string }[] | undefined
      >,
    ])
    const { attributes, cues, setBy } = assignContext(doc.text, targets, { sentences, sections })
    const labelled = new Array<FlatLabel>(targets.length)
    for (let i = 0; i < targets.length; i++) {
      const t = targets[i]!
      const label = withMembers(t, attributes[i]!)
      if (withCues) {
        // Each attribute a cue set points at that cue, so a reader (the viewer) can show why.
        const refs = referencesTo(setBy[i]!)
        if (refs !== null)
          label[REFERENCES_MEMBER] = isPlainObject(t[REFERENCES_MEMBER])
            ? withMembers(t[REFERENCES_MEMBER], refs)
            : refs
      }
      labelled[i] = label
    }
    // Both label lists are built here for this call alone: handed over, they are kept, not copied.
    const cueCount = cues.length
    const writes = [doc.addLabels(outputIndex, labelled, { distinct: false, handOver: true })]
    // assignContext's cues are new objects of exactly a cue label's members, in order: they are the labels
    if (withCues) writes.push(doc.addLabels(CUES_INDEX, asFlatLabels(cues), { distinct: false, handOver: true }))
    await Promise.all(writes)
    let negated = 0
    for (const a of attributes) if (a.negated) negated++
    return { targets: targets.length, negated, cues: cueCount }
  }
}
