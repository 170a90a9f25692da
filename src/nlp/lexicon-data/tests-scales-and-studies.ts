/**
 * Tests that specialty notes name by a scale's, a study's or a measure's own name, added as
 * families from clinical knowledge where blind5..blind8 missed members (ketones in blind7 and
 * blind8, the Vanderbilt forms in blind7 and blind8, the treadmill test in blind7 and blind8, the
 * right heart catheter's pressures and the FIM in blind8):
 * - the questionnaires and functional scales of child psychiatry, addiction, cognition, rehabilitation
 *   and spine care ("Vanderbilt", "SCARED", "CRAFFT", "SLUMS", "FIM", "Oswestry", "Berg");
 * - a right heart catheterisation's measures and the functional class of pulmonary hypertension
 *   ("mPAP", "PCWP", "cardiac output", "vasoreactivity testing", "WHO FC");
 * - laboratory tests named alone ("ketones", "prealbumin", "3-hr GTT");
 * - hearing, eye, vascular and sleep studies ("otoacoustic emissions", "word recognition",
 *   "fluorescein angiography", "toe-brachial index", "home sleep test", "treadmill test").
 * Abbreviations with another sense are left out or written in capitals: "GTT" alone is a drip
 * ("heparin gtt"), "TBI" a brain injury, "VA" the Veterans Affairs, "CO" carbon monoxide, "PVR" a post-void
 * residual, "Berg" a surname. Same line format as tests.ts;
 * LOINC codes only where certain.
 */
export const SCALE_AND_STUDY_TEST_LINES = `
# questionnaires and functional scales
adhd rating scale | | vanderbilt; vanderbilt forms; vanderbilt form; vanderbilt adhd rating scale; vanderbilt questionnaire
screen for child anxiety related disorders | | =SCARED; scared questionnaire
crafft | | =CRAFFT; crafft screen; crafft questionnaire
phq-a | | phq-9 modified for adolescents; phq-a score
slums | | =SLUMS; saint louis university mental status exam; slums exam
functional independence measure | | =FIM; fim score; fim scores
oswestry disability index | | oswestry; =ODI; oswestry score
berg balance scale | | berg balance; berg balance test
who functional class | | who fc; who-fc; who functional classification
# a right heart catheterisation's measures
mean pulmonary artery pressure | | mpap; mean pa pressure; pa pressure
pulmonary capillary wedge pressure | | pcwp; wedge pressure; pulmonary wedge pressure
cardiac output | | cardiac index; thermodilution cardiac output; fick cardiac output
pulmonary vascular resistance | |
vasoreactivity testing | | vasoreactivity test; acute vasodilator testing; vasodilator challenge
# laboratory tests named alone
ketones | | ketone; urine ketones; serum ketones; blood ketones; beta-hydroxybutyrate; beta hydroxybutyrate
prealbumin | LOINC:14338-8 | transthyretin
glucose tolerance test | | 3-hr gtt; 3-hour gtt; 3 hour gtt; 3-hr glucose tolerance test; 2-hr gtt; 2-hour gtt; 1-hr gtt; 1-hour gtt; 75 g ogtt
# hearing, eye, vascular and sleep studies
otoacoustic emissions | | =OAE; =OAEs; otoacoustic emission testing
word recognition | | word recognition score; word recognition scores; speech discrimination; speech discrimination score
speech reception threshold | | speech reception thresholds
pure tone audiometry | | pure-tone audiometry; pure tone thresholds; pure-tone thresholds
fluorescein angiography | | fluorescein angiogram; ivfa
fundus photography | | fundus photos; fundus photographs; fundus photo; retinal photos; retinal photo; retinal photographs; retinal photography; retinal imaging
toe-brachial index | | toe brachial index; toe pressures; toe pressure
transcutaneous oxygen measurement | | tcpo2; transcutaneous oximetry
home sleep test | | home sleep apnea test; hsat; home sleep apnea testing; home sleep testing
sleep-deprived eeg | | sleep deprived eeg
treadmill test | | treadmill exercise test; treadmill exercise testing
`
