// Single-byte code pages for RTF's \'hh escapes and raw 8-bit text. A table is a 256-character
// string indexed by byte value, so decoding a byte is a single string index.
//
// cp1252 (the RTF default), 1250, 1251, 437 and 850 are built in so that the common cases never
// depend on the runtime's ICU data. Other single-byte Windows, ISO and Mac code pages come from
// TextDecoder when the runtime has them. Multi-byte code pages (932, 936, 949, 950, 65001) are not
// supported: callers fall back to cp1252 and say so; such documents normally carry \uN anyway.
// Bytes a code page leaves undefined map to the code point of the same value, as WHATWG does.

const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

const CP1250 =
  '\u20ac\u0081\u201a\u0083\u201e\u2026\u2020\u2021\u0088\u2030\u0160\u2039\u015a\u0164\u017d\u0179' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u0098\u2122\u0161\u203a\u015b\u0165\u017e\u017a' +
  '\u00a0\u02c7\u02d8\u0141\u00a4\u0104\u00a6\u00a7\u00a8\u00a9\u015e\u00ab\u00ac\u00ad\u00ae\u017b' +
  '\u00b0\u00b1\u02db\u0142\u00b4\u00b5\u00b6\u00b7\u00b8\u0105\u015f\u00bb\u013d\u02dd\u013e\u017c' +
  '\u0154\u00c1\u00c2\u0102\u00c4\u0139\u0106\u00c7\u010c\u00c9\u0118\u00cb\u011a\u00cd\u00ce\u010e' +
  '\u0110\u0143\u0147\u00d3\u00d4\u0150\u00d6\u00d7\u0158\u016e\u00da\u0170\u00dc\u00dd\u0162\u00df' +
  '\u0155\u00e1\u00e2\u0103\u00e4\u013a\u0107\u00e7\u010d\u00e9\u0119\u00eb\u011b\u00ed\u00ee\u010f' +
  '\u0111\u0144\u0148\u00f3\u00f4\u0151\u00f6\u00f7\u0159\u016f\u00fa\u0171\u00fc\u00fd\u0163\u02d9'

const CP1251 =
  '\u0402\u0403\u201a\u0453\u201e\u2026\u2020\u2021\u20ac\u2030\u0409\u2039\u040a\u040c\u040b\u040f' +
  '\u0452\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u0098\u2122\u0459\u203a\u045a\u045c\u045b\u045f' +
  '\u00a0\u040e\u045e\u0408\u00a4\u0490\u00a6\u00a7\u0401\u00a9\u0404\u00ab\u00ac\u00ad\u00ae\u0407' +
  '\u00b0\u00b1\u0406\u0456\u0491\u00b5\u00b6\u00b7\u0451\u2116\u0454\u00bb\u0458\u0405\u0455\u0457' +
  '\u0410\u0411\u0412\u0413\u0414\u0415\u0416\u0417\u0418\u0419\u041a\u041b\u041c\u041d\u041e\u041f' +
  '\u0420\u0421\u0422\u0423\u0424\u0425\u0426\u0427\u0428\u0429\u042a\u042b\u042c\u042d\u042e\u042f' +
  '\u0430\u0431\u0432\u0433\u0434\u0435\u0436\u0437\u0438\u0439\u043a\u043b\u043c\u043d\u043e\u043f' +
  '\u0440\u0441\u0442\u0443\u0444\u0445\u0446\u0447\u0448\u0449\u044a\u044b\u044c\u044d\u044e\u044f'

const CP437 =
  '\u00c7\u00fc\u00e9\u00e2\u00e4\u00e0\u00e5\u00e7\u00ea\u00eb\u00e8\u00ef\u00ee\u00ec\u00c4\u00c5' +
  '\u00c9\u00e6\u00c6\u00f4\u00f6\u00f2\u00fb\u00f9\u00ff\u00d6\u00dc\u00a2\u00a3\u00a5\u20a7\u0192' +
  '\u00e1\u00ed\u00f3\u00fa\u00f1\u00d1\u00aa\u00ba\u00bf\u2310\u00ac\u00bd\u00bc\u00a1\u00ab\u00bb' +
  '\u2591\u2592\u2593\u2502\u2524\u2561\u2562\u2556\u2555\u2563\u2551\u2557\u255d\u255c\u255b\u2510' +
  '\u2514\u2534\u252c\u251c\u2500\u253c\u255e\u255f\u255a\u2554\u2569\u2566\u2560\u2550\u256c\u2567' +
  '\u2568\u2564\u2565\u2559\u2558\u2552\u2553\u256b\u256a\u2518\u250c\u2588\u2584\u258c\u2590\u2580' +
  '\u03b1\u00df\u0393\u03c0\u03a3\u03c3\u00b5\u03c4\u03a6\u0398\u03a9\u03b4\u221e\u03c6\u03b5\u2229' +
  '\u2261\u00b1\u2265\u2264\u2320\u2321\u00f7\u2248\u00b0\u2219\u00b7\u221a\u207f\u00b2\u25a0\u00a0'

const CP850 =
  '\u00c7\u00fc\u00e9\u00e2\u00e4\u00e0\u00e5\u00e7\u00ea\u00eb\u00e8\u00ef\u00ee\u00ec\u00c4\u00c5' +
  '\u00c9\u00e6\u00c6\u00f4\u00f6\u00f2\u00fb\u00f9\u00ff\u00d6\u00dc\u00f8\u00a3\u00d8\u00d7\u0192' +
  '\u00e1\u00ed\u00f3\u00fa\u00f1\u00d1\u00aa\u00ba\u00bf\u00ae\u00ac\u00bd\u00bc\u00a1\u00ab\u00bb' +
  '\u2591\u2592\u2593\u2502\u2524\u00c1\u00c2\u00c0\u00a9\u2563\u2551\u2557\u255d\u00a2\u00a5\u2510' +
  '\u2514\u2534\u252c\u251c\u2500\u253c\u00e3\u00c3\u255a\u2554\u2569\u2566\u2560\u2550\u256c\u00a4' +
  '\u00f0\u00d0\u00ca\u00cb\u00c8\u0131\u00cd\u00ce\u00cf\u2518\u250c\u2588\u2584\u00a6\u00cc\u2580' +
  '\u00d3\u00df\u00d4\u00d2\u00f5\u00d5\u00b5\u00fe\u00de\u00da\u00db\u00d9\u00fd\u00dd\u00af\u00b4' +
  '\u00ad\u00b1\u2017\u00be\u00b6\u00a7\u00f7\u00b8\u00b0\u00a8\u00b7\u00b9\u00b3\u00b2\u25a0\u00a0'

/** A decoding table: character i is what byte i means in the code page. */
export type ByteTable = string

let ascii = ''
for (let b = 0; b < 0x80; b++) ascii += String.fromCharCode(b)
let latin1High = ''
for (let b = 0xa0; b < 0x100; b++) latin1High += String.fromCharCode(b)

export const CP1252_TABLE: ByteTable = ascii + CP1252_80_9F + latin1High

const BUILT_IN = new Map<number, ByteTable>([
  [1252, CP1252_TABLE],
  [1250, ascii + CP1250],
  [1251, ascii + CP1251],
  [437, ascii + CP437],
  [850, ascii + CP850],
  [28591, ascii + String.fromCharCode(...Array.from({ length: 128 }, (_, k) => 0x80 + k))],
])

// WHATWG labels for the single-byte code pages TextDecoder may provide. 28591 is not here on
// purpose: WHATWG decodes "iso-8859-1" as windows-1252.
const DECODER_LABELS = new Map<number, string>([
  [866, 'ibm866'],
  [874, 'windows-874'],
  [1253, 'windows-1253'],
  [1254, 'windows-1254'],
  [1255, 'windows-1255'],
  [1256, 'windows-1256'],
  [1257, 'windows-1257'],
  [1258, 'windows-1258'],
  [10000, 'macintosh'],
  [10007, 'x-mac-cyrillic'],
  [20866, 'koi8-r'],
  [21866, 'koi8-u'],
  [28592, 'iso-8859-2'],
  [28593, 'iso-8859-3'],
  [28594, 'iso-8859-4'],
  [28595, 'iso-8859-5'],
  [28596, 'iso-8859-6'],
  [28597, 'iso-8859-7'],
  [28598, 'iso-8859-8'],
  [28603, 'iso-8859-13'],
  [28605, 'iso-8859-15'],
])

const fromDecoder = new Map<number, ByteTable | null>()

function decoderTable(cp: number): ByteTable | undefined {
  const cached = fromDecoder.get(cp)
  if (cached !== undefined) return cached ?? undefined
  let table: ByteTable | null = null
  const label = DECODER_LABELS.get(cp)
  if (label) {
    try {
      const bytes = new Uint8Array(256)
      for (let b = 0; b < 256; b++) bytes[b] = b
      const decoded = new TextDecoder(label).decode(bytes)
      if (decoded.length === 256) table = decoded
    } catch {
      // runtime built without this encoding: treated as unsupported
    }
  }
  fromDecoder.set(cp, table)
  return table ?? undefined
}

/** The table for a Windows code page number, or undefined when it is not supported. */
export function codePageTable(cp: number): ByteTable | undefined {
  return BUILT_IN.get(cp) ?? decoderTable(cp)
}

const CHARSET_CODE_PAGES = new Map<number, number>([
  [77, 10000],
  [128, 932],
  [129, 949],
  [130, 1361],
  [134, 936],
  [136, 950],
  [161, 1253],
  [162, 1254],
  [163, 1258],
  [177, 1255],
  [178, 1256],
  [186, 1257],
  [204, 1251],
  [222, 874],
  [238, 1250],
  [254, 437],
  [255, 850],
])

/**
 * The code page a font's \fcharset implies, or undefined for charsets that mean "the document's
 * code page" (0 ANSI, 1 default, 2 symbol) and for unknown values.
 */
export function charsetCodePage(charset: number): number | undefined {
  return CHARSET_CODE_PAGES.get(charset)
}
