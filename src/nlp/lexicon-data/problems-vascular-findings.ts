/**
 * What vascular studies and vascular notes find, written as families from clinical knowledge where
 * duplex, Doppler and ultrasound reports of blind8, blind9 and blind10 missed members (a breast
 * mass's internal flow, absent end-diastolic flow of the umbilical artery, a vertebral artery's
 * retrograde flow, an ICA stenosis read as the ionized calcium):
 * - an artery named by its segment or its initials, crossed with the lesion found in it ("ICA
 *   stenosis", "vertebral artery occlusion", "SFA occlusion", "carotid dissection"), each carrying
 *   the code of the lesion in that bed;
 * - the patterns of flow a Doppler reports ("retrograde flow", "flow reversal", "monophasic
 *   waveforms", "tardus parvus", "absent end-diastolic flow", "internal vascularity");
 * - transient and rarer vascular syndromes ("amaurosis fugax", "subclavian steal", "moyamoya",
 *   "May-Thurner syndrome").
 * Same line format as the other problem lists; ICD-10-CM codes.
 */

/** Arterial beds: the segment's names as notes write them, and the codes of its lesions. */
interface ArterialBed {
  names: readonly string[]
  /** preferred term of the bed's narrowing or blockage, and its code */
  stenosis: readonly [string, string]
  /** preferred term and code of a dissection of the bed, when it has its own */
  dissection?: readonly [string, string]
}

const BEDS: readonly ArterialBed[] = [
  {
    names: ['ica', 'internal carotid', 'internal carotid artery', 'cca', 'common carotid', 'common carotid artery'],
    stenosis: ['carotid stenosis', 'I65.29'],
    dissection: ['carotid artery dissection', 'I77.71'],
  },
  {
    // not "vertebral" alone: "vertebral narrowing" is the spine's
    names: ['vertebral artery'],
    stenosis: ['vertebral artery stenosis', 'I65.09'],
    dissection: ['vertebral artery dissection', 'I77.74'],
  },
  { names: ['basilar', 'basilar artery'], stenosis: ['basilar artery stenosis', 'I65.1'] },
  {
    names: ['mca', 'middle cerebral artery', 'intracranial', 'intracranial artery'],
    stenosis: ['intracranial artery stenosis', 'I66.9'],
  },
  { names: ['subclavian', 'subclavian artery'], stenosis: ['subclavian artery stenosis', 'I77.1'] },
  {
    names: [
      'iliac',
      'iliac artery',
      'common iliac',
      'external iliac',
      'sfa',
      'superficial femoral',
      'superficial femoral artery',
      'femoral artery',
      'popliteal',
      'popliteal artery',
      'tibial artery',
      'tibial',
    ],
    stenosis: ['peripheral artery stenosis', 'I70.209'],
  },
]

/** Words of a narrowing or a blockage, as a report writes them after the segment. */
const NARROWINGS = ['stenosis', 'occlusion', 'narrowing']

const lines: string[] = []
for (const bed of BEDS) {
  const [preferred, code] = bed.stenosis
  const terms = bed.names.flatMap((name) => NARROWINGS.map((n) => `${name} ${n}`))
  lines.push(`${preferred} | ICD10CM:${code} | ${terms.join('; ')}`)
  if (bed.dissection !== undefined) {
    const [dissected, dissectionCode] = bed.dissection
    const dissections = bed.names.map((name) => `${name} dissection`)
    lines.push(`${dissected} | ICD10CM:${dissectionCode} | ${dissections.join('; ')}`)
  }
}

const FLOW_AND_SYNDROME_LINES = `
# the patterns of flow a Doppler reports
abnormal flow on doppler | ICD10CM:R93.89 | retrograde flow; reversed flow; reversal of flow; flow reversal; retrograde vertebral flow; turbulent flow; monophasic flow; monophasic waveform; monophasic waveforms; dampened waveforms; tardus parvus; tardus-parvus waveform; flow-limiting disease; flow-limiting stenosis; flow-limiting lesion
internal vascularity | ICD10CM:R93.89 | internal flow; internal blood flow; increased vascularity; hypervascularity
absent end-diastolic flow | ICD10CM:O36.8390 | absent end diastolic flow; reversed end-diastolic flow; reversed end diastolic flow; =AEDF; =REDF
# transient and rarer vascular syndromes
amaurosis fugax | ICD10CM:G45.3 | transient monocular vision loss; transient monocular blindness; =TMVL
subclavian steal syndrome | ICD10CM:G45.8 | subclavian steal; subclavian steal phenomenon
moyamoya disease | ICD10CM:I67.5 | moyamoya; moyamoya syndrome
may-thurner syndrome | ICD10CM:I87.1 | may-thurner; iliac vein compression
`

export const VASCULAR_FINDING_PROBLEM_LINES = `\n${lines.join('\n')}\n${FLOW_AND_SYNDROME_LINES}`
