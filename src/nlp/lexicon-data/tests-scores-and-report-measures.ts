/**
 * Tests that notes of many specialties name by a score's, a rule's or a report measure's own name,
 * added as whole families from clinical knowledge where blind5..blind10 missed members (the obstetric
 * Doppler ratio and pocket and the Wagner grade in blind9, the concussion scales, FRAX, the Centor
 * score and the duplex velocities in blind10, the reticulocytes in both):
 * - risk scores and decision rules of emergency, cardiology, pulmonary embolism, stroke, sepsis,
 *   surgery, obstetrics and gastrointestinal bleeding ("PESI", "ABCD2", "Bishop score", "Rockall");
 * - disease activity indices of rheumatology and inflammatory bowel disease ("DAS28", "CDAI");
 * - concussion and sports medicine's symptom and balance scales ("PCSS", "VOMS", "BESS", "SCAT5");
 * - the velocities, ratios and pockets of duplex and obstetric ultrasound reports ("PSV", "EDV",
 *   "ICA/CCA ratio", "S/D ratio", "deepest vertical pocket");
 * - bedside exam items a neurological or spine exam names ("ankle jerk", "rectal tone", "opening
 *   pressure", "color vision") and laboratory tests named by their short forms ("retic") or alone ("methylmalonic acid");
 * - the vestibular laboratory's studies ("vestibular testing (VNG)", "caloric testing").
 * Abbreviations with another sense are written in capitals (=PCSS) or left out: "PSI" is a
 * pressure unit, "RI" and "PI" name a state and an investigator, "MVP" is mitral valve prolapse
 * and "BPD" bronchopulmonary dysplasia; "Wagner", "Bishop", "Braden" and "Alvarado" alone are
 * surnames ("Braden 14", with its value, is the score: concept-senses.ts). Left out as the sets read them both ways: "BSA" (an echo's body surface area in
 * blind5, a rash's extent in blind2 and blind6) and a "PDMP" check (a test in blind10, none in
 * blind8). Same line format as tests.ts.
 */
export const SCORE_AND_REPORT_MEASURE_TEST_LINES = `
# risk scores and decision rules
frax | | frax score; frax calculation
centor score | | centor; centor criteria; modified centor score; mcisaac score
pecarn rule | | =PECARN; pecarn criteria; pecarn head injury rule
grace score | | grace risk score
pulmonary embolism severity index | | =PESI; pesi score; simplified pesi; =sPESI
abcd2 score | | abcd2; abcd2 score
modified rankin scale | | modified rankin; modified rankin score; =mRS
hunt and hess grade | | hunt and hess; hunt-hess grade
sofa score | | =SOFA; sequential organ failure assessment score
apache ii score | | apache ii; apache score
caprini score | | caprini; caprini risk score
padua score | | padua prediction score
alvarado score | | alvarado appendicitis score
bishop score | | cervical bishop score
stop-bang | | stopbang; stop-bang score; stop-bang questionnaire
mini-cog | | minicog; mini cog
glasgow-blatchford score | | blatchford score; glasgow blatchford score
rockall score | | rockall risk score
beighton score | | beighton hypermobility score
wagner grade | | wagner classification; wagner ulcer grade
fall risk assessment | | fall-risk assessment; fall risk screen; fall-risk screen; falls risk assessment
# disease activity indices
das28 | | das-28; das28-crp; das28-esr; disease activity score
clinical disease activity index | | =CDAI; cdai score
harvey-bradshaw index | | harvey-bradshaw; harvey bradshaw index; =HBI
mayo score | | partial mayo score; mayo endoscopic score; mayo endoscopic subscore
# concussion and sports medicine
post-concussion symptom scale | | =PCSS; post-concussion symptom score; post concussion symptom scale; pcss score
vestibular ocular motor screening | | =VOMS; vestibular/ocular motor screening; vestibular ocular motor screen; voms screen
balance error scoring system | | =BESS; bess testing
sport concussion assessment tool | | scat6; scat-6; scat 6; scat5; scat-5; scat 5; scat3; scat-3
near point of convergence | | =NPC; npc distance
king-devick test | | king-devick; king devick test
# duplex and obstetric ultrasound measures
peak systolic velocity | | =PSV; peak systolic velocities; ica psv
end-diastolic velocity | | =EDV; end diastolic velocity; end-diastolic velocities
ica/cca ratio | | ica:cca ratio; ica to cca ratio; internal to common carotid ratio
resistive index | | resistive indices; resistive indexes
pulsatility index | | pulsatility indices
umbilical artery doppler | | umbilical artery dopplers; umbilical artery s/d ratio; s/d ratio; systolic/diastolic ratio
deepest vertical pocket | | maximum vertical pocket; single deepest pocket; =DVP
fetal biometry | | biometry
# the vestibular laboratory's studies of the inner ear and eye movements ("ENG" is left out: English)
vestibular testing | | vestibular function testing; vestibular function tests; vestibular tests
videonystagmography | | =VNG; videonystagmogram; electronystagmography; rotary chair testing; caloric testing
# the bedside exam of nerves, spine and eyes
reflexes | | ankle jerk; ankle jerks; knee jerk; knee jerks; achilles reflex; patellar reflex
# the plantar reflex by its eponym, read with its result ("Babinski downgoing"); "positive Babinski" and "Babinski sign" stay the finding
plantar reflex | | babinski; plantar reflexes
rectal tone | | rectal sphincter tone; anal sphincter tone; sphincter tone; anal tone; anal wink
opening pressure | | csf opening pressure
color vision | | colour vision; color plates; ishihara plates
waist circumference | | waist measurement; waist
arm circumference | | mid-arm circumference; mid-upper arm circumference; upper arm circumference
# laboratory tests by their short forms
reticulocyte count | | retic; retics
methylmalonic acid | | methylmalonic acid level; serum methylmalonic acid
homocysteine | | homocysteine level
hla-b*58:01 | | hla-b*5801; hla-b 58:01; hla-b58:01
hla-b*57:01 | | hla-b*5701; hla-b 57:01; hla-b57:01
hla-b*15:02 | | hla-b*1502; hla-b 15:02
`
