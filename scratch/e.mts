import * as chardet from 'chardet'
import iconv from 'iconv-lite'
const latin1 = Buffer.from('Le patient dénies fièvre 38°C, à l\'école. Très bien.', 'latin1')
const w1252 = iconv.encode('Patient says “no pain” – dosage 5 mg… €10', 'windows-1252')
console.log(Object.keys(chardet), chardet.detect(latin1), chardet.detect(w1252), chardet.analyse(w1252).slice(0,3))
console.log(iconv.decode(w1252, 'windows-1252'), iconv.encodingExists('ISO-8859-1'), iconv.encodingExists('UTF-32LE'))
