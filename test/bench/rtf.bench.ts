// Throughput of the RTF reader on a generated Word-style clinical note (~9 KB of RTF) and, when
// present, on the corpus note. Run alone: node --import tsx test/bench/rtf.bench.ts
import { existsSync, readFileSync } from 'node:fs'
import { rtfToText } from '../../src/nlp/rtf.js'

const HEADER =
  '{\\rtf1\\adeflang1025\\ansi\\ansicpg1252\\uc1\\adeff0\\deff0\\stshfdbch31505\\stshfloch31506\\deflang1033\\deflangfe1033\\themelang1033' +
  '{\\fonttbl{\\f0\\fbidi \\froman\\fcharset0\\fprq2{\\*\\panose 02020603050405020304}Times New Roman;}' +
  '{\\f1\\fbidi \\fswiss\\fcharset0\\fprq2{\\*\\panose 020b0604020202020204}Arial;}' +
  '{\\f3\\fbidi \\froman\\fcharset2\\fprq2{\\*\\panose 05050102010706020507}Symbol;}' +
  '{\\f37\\fbidi \\fswiss\\fcharset0\\fprq2{\\*\\panose 020f0502020204030204}Calibri;}}\n' +
  '{\\colortbl;\\red0\\green0\\blue0;\\red0\\green0\\blue255;\\red0\\green255\\blue255;\\red0\\green255\\blue0;}\n' +
  '{\\*\\defchp \\f31506\\fs22 }{\\*\\defpap \\ql \\li0\\ri0\\sa160\\sl259\\slmult1\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 }\n' +
  '{\\stylesheet{\\ql \\li0\\ri0\\sa160\\sl259\\slmult1\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 \\rtlch\\fcs1 \\af0\\afs22\\alang1025 \\ltrch\\fcs0 \\f31506\\fs22\\lang1033\\langfe1033\\cgrid\\langnp1033\\langfenp1033 \\snext0 \\sqformat \\spriority0 Normal;}' +
  '{\\*\\cs10 \\additive \\ssemihidden \\sunhideused \\spriority1 Default Paragraph Font;}' +
  '{\\s1\\ql \\li0\\ri0\\sb240\\keepn\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\outlinelevel0\\adjustright\\rin0\\lin0\\itap0 \\rtlch\\fcs1 \\ab\\af0\\afs32 \\ltrch\\fcs0 \\b\\fs32 \\sbasedon0 \\snext0 \\slink15 \\sqformat heading 1;}}\n' +
  '{\\*\\rsidtbl \\rsid1664086\\rsid2045821\\rsid4527931\\rsid7040331}{\\mmathPr\\mmathFont34\\mbrkBin0\\mbrkBinSub0\\msmallFrac0\\mdispDef1\\mlMargin0\\mrMargin0\\mdefJc1\\mwrapIndent1440\\mintLim0\\mnaryLim1}\n' +
  '{\\info{\\title Consultation}{\\author Clinician}{\\operator Clinician}{\\creatim\\yr2024\\mo3\\dy1\\hr9\\min5}{\\revtim\\yr2024\\mo3\\dy1\\hr9\\min7}{\\version2}{\\edmins1}{\\nofpages1}{\\nofwords900}{\\nofchars5200}{\\*\\company Clinic}{\\nofcharsws6100}{\\vern57}}\n' +
  '{\\*\\xmlnstbl {\\xmlns1 http://schemas.microsoft.com/office/word/2003/wordml}}\n' +
  '\\paperw12240\\paperh15840\\margl1440\\margr1440\\margt1440\\margb1440\\gutter0\\ltrsect\n' +
  '\\widowctrl\\ftnbj\\aenddoc\\trackmoves0\\trackformatting1\\donotembedsysfont1\\relyonvml0\\donotembedlingdata0\\grfdocevents0\\validatexml1\\showplaceholdtext0\n' +
  '\\sectd \\ltrsect\\linex0\\endnhere\\sectlinegrid360\\sectdefaultcl\\sftnbj {\\*\\pnseclvl1\\pnucrm\\pnstart1\\pnindent720\\pnhang {\\pntxta .}}\n'

const SECTIONS: Array<[string, string[]]> = [
  ['CHIEF COMPLAINT', ['Shortness of breath and bilateral leg swelling for two weeks.']],
  [
    'HISTORY OF PRESENT ILLNESS',
    [
      'The patient is a 68-year-old man with a history of hypertension, type 2 diabetes and chronic kidney disease stage 3 who presents with progressive dyspnea on exertion.',
      'He reports orthopnea and paroxysmal nocturnal dyspnea but denies chest pain, palpitations or syncope.  He was seen in the emergency department on 03/02 and given furosemide with partial relief.',
      'There is no history of fever, cough or sputum production.  He has not had any recent travel and denies sick contacts.',
    ],
  ],
  [
    'PAST MEDICAL HISTORY',
    [
      'Hypertension for 20 years.  Type 2 diabetes mellitus, last HbA1c 7.9%.  Chronic kidney disease with a baseline creatinine of 1.8.',
      'Coronary artery disease status post PCI to the LAD in 2015.  Obstructive sleep apnea, not using CPAP.',
    ],
  ],
  [
    'MEDICATIONS',
    [
      'Metformin 500 mg b.i.d., lisinopril 20 mg daily, metoprolol succinate 50 mg daily, atorvastatin 40 mg at bedtime, aspirin 81 mg daily.',
    ],
  ],
  ['ALLERGIES', ['Penicillin causes a rash.  No known food allergies.']],
  [
    'SOCIAL HISTORY',
    ['Former smoker with a 30 pack-year history, quit in 2010.  Drinks alcohol occasionally.  Lives with his wife.'],
  ],
  ['FAMILY HISTORY', ['Father died of a myocardial infarction at 62.  Mother had diabetes and breast cancer.']],
  [
    'REVIEW OF SYSTEMS',
    [
      'Positive for fatigue, decreased exercise tolerance and a 4 kg weight gain over the past month.  Negative for hematuria, dysuria or change in urine output.',
    ],
  ],
  [
    'PHYSICAL EXAMINATION',
    [
      "Blood pressure 158/92, pulse 88, respirations 20, temperature 36.8\\'b0C, oxygen saturation 93% on room air.",
      'Jugular venous pressure elevated to 10 cm.  Bibasilar crackles.  Regular rhythm with an S3.  2+ pitting edema to the knees bilaterally.',
    ],
  ],
  [
    'ASSESSMENT AND PLAN',
    [
      'Acute on chronic heart failure, likely with reduced ejection fraction; rule out ischemia.  Start intravenous furosemide 40 mg b.i.d. and monitor daily weights.',
      'Echocardiogram, troponin and BNP.  Hold metformin given the contrast study planned.  Cardiology consultation requested \\endash  appreciate recommendations.',
    ],
  ],
]

const run = (text: string) => `{\\rtlch\\fcs1 \\af0 \\ltrch\\fcs0 \\insrsid4527931 ${text}}`

function paragraph(text: string): string {
  return `\\pard\\plain \\ltrpar\\ql \\li0\\ri0\\sa160\\sl259\\slmult1\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 \\rtlch\\fcs1 \\af0\\afs22\\alang1025 \\ltrch\\fcs0 \\f31506\\fs22\\lang1033\\langfe1033\\cgrid\\langnp1033\\langfenp1033 ${run(text)}${run('\\par ')}\n`
}

function labTable(): string {
  const rows = [
    ['Sodium', '138'],
    ['Potassium', '5.1'],
    ['Creatinine', '2.1'],
    ['BNP', '1240'],
  ]
  let out = ''
  for (const [name, value] of rows) {
    out +=
      '\\trowd \\irow0\\irowband0\\ltrrow\\ts11\\trgaph108\\trleft-108\\trbrdrt\\brdrs\\brdrw10 \\trbrdrl\\brdrs\\brdrw10 \\trftsWidth1\\trftsWidthB3\\tblind0\\tblindtype3 \\clvertalt\\clbrdrt\\brdrs\\brdrw10 \\cltxlrtb\\clftsWidth3\\clwWidth4675 \\cellx4567\\clvertalt\\cltxlrtb\\clftsWidth3\\clwWidth4675 \\cellx9242\n'
    out += `\\pard\\plain \\ltrpar\\ql \\li0\\ri0\\widctlpar\\intbl\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0 ${run(`${name}\\cell ${value}\\cell `)}{\\row }\n`
  }
  return out
}

/** A Word-style consultation note of about `targetBytes` bytes of RTF (invented content). */
export function makeRealisticNote(targetBytes = 9000): string {
  let body = ''
  let round = 0
  while (HEADER.length + body.length < targetBytes) {
    for (const [heading, paras] of SECTIONS) {
      body += `\\pard\\plain \\ltrpar\\s1\\ql \\keepn\\widctlpar\\outlinelevel0 \\rtlch\\fcs1 \\ab\\af0\\afs32 \\ltrch\\fcs0 \\b\\fs32 ${run(`${heading}:`)}${run('\\par ')}\n`
      for (const p of paras) body += paragraph(p)
      if (heading === 'MEDICATIONS' && round === 0) {
        body += `\\pard \\ltrpar\\ql \\fi-360\\li720\\ls1 {\\listtext\\pard\\plain \\f3\\fs22 \\'b7\\tab}${run('Furosemide 40 mg IV b.i.d.\\par ')}\n`
        body += `{\\listtext\\pard\\plain \\f3\\fs22 \\'b7\\tab}${run('Potassium chloride 20 mEq daily\\par ')}\n`
      }
      if (heading === 'PHYSICAL EXAMINATION' && round === 0) body += labTable()
      if (HEADER.length + body.length >= targetBytes) break
    }
    round++
  }
  return `${HEADER}${body}{\\*\\themedata 504b030414000600080000002100e9de0fbfff0000001c020000130000005b436f6e74656e745f54797065735d2e786d6cac91cb4ec3301045f748fc83e52d4a}}\n`
}

interface Figures {
  /** Documents per second of wall-clock time. */
  docsPerSec: number
  /** Documents per second of this process's CPU time: steadier when the machine is busy. */
  docsPerCpuSec: number
  iterations: number
}

function measure(input: Uint8Array | string, minMs = 1000): Figures {
  for (let k = 0; k < 2000; k++) rtfToText(input)
  let iterations = 0
  const cpu0 = process.cpuUsage()
  const started = process.hrtime.bigint()
  let elapsedMs = 0
  while (elapsedMs < minMs) {
    for (let k = 0; k < 100; k++) rtfToText(input)
    iterations += 100
    elapsedMs = Number(process.hrtime.bigint() - started) / 1e6
  }
  const cpu = process.cpuUsage(cpu0)
  const cpuMs = (cpu.user + cpu.system) / 1000
  return { docsPerSec: (iterations * 1000) / elapsedMs, docsPerCpuSec: (iterations * 1000) / cpuMs, iterations }
}

function report(label: string, input: Uint8Array | string, size: number): void {
  const f = measure(input)
  const text = rtfToText(input).text
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US')
  console.log(
    `rtf ${label}: ${(size / 1024).toFixed(1)} KB RTF -> ${(text.length / 1024).toFixed(1)} KB text: ` +
      `${fmt(f.docsPerSec)} docs/s, ${((f.docsPerSec * size) / 1e6).toFixed(1)} MB/s wall; ` +
      `${fmt(f.docsPerCpuSec)} docs/s, ${((f.docsPerCpuSec * size) / 1e6).toFixed(1)} MB/s per CPU second (${f.iterations} runs)`,
  )
}

export async function benchRtf(): Promise<void> {
  const note = makeRealisticNote()
  const noteBytes = new TextEncoder().encode(note)
  report('generated note, bytes', noteBytes, noteBytes.length)
  report('generated note, string', note, noteBytes.length)
  const corpus = new URL('../../../shared/corpus/97_204.rtf', import.meta.url)
  if (existsSync(corpus)) {
    const data = new Uint8Array(readFileSync(corpus))
    report('corpus 97_204, bytes', data, data.length)
  } else console.log('rtf corpus 97_204: not present, skipped')
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRtf()
