/**
 * Phrases that are not concepts but contain a concept's words: services, places, protocols,
 * devices named without a procedure and normal findings (the annotation guidelines' "not
 * concepts"). The matcher consumes them, so "heart failure clinic" reports no heart failure and
 * "cath lab" no catheterization. Written as the lexicon's data is: phrases separated by ';',
 * '#' starting a comment line.
 */
import { dataLines } from './data-lines.js'

const NON_CONCEPT_LINES = `
# services, clinics, teams and places
labor and delivery; labor & delivery; l&d; pathology department; sent to pathology; to pathology
heart failure clinic; heart failure service; heart failure team; stroke team; stroke unit
stroke service; stroke neurology; burn unit; burn center
chest pain unit; chest pain center; pain clinic; pain service; pain management service
diabetes clinic; diabetes educator; anticoagulation clinic
coumadin clinic; dialysis unit; dialysis center; cath lab; catheterization lab
catheterization laboratory; endoscopy suite; endoscopy unit; interventional radiology
physical therapy department; wound care team; wound care nurse; infectious disease
infectious diseases; infectious disease service; transplant surgery; cardiac surgery service
hepatobiliary surgery; colorectal surgery; general surgery; vascular surgery; trauma surgery
surgery clinic; surgery service; surgical service; surgery team; acute care surgery
thoracic surgery; plastic surgery; oral surgery; orthopedic surgery; neurosurgery
cardiothoracic surgery; cancer center; breast center; sleep clinic; sleep lab
# a specialty named by its field, and its clinician ("addiction medicine to see him"; "hand surgery"
# as a referral's service is read by its guard in concept-senses.ts)
addiction medicine; addiction psychiatry; addiction counselor; addiction counsellor
headache clinic; memory clinic; fracture clinic; asthma clinic; copd clinic; hiv clinic
obesity clinic; weight management clinic; hypertension clinic; lipid clinic
nephrology clinic; kidney clinic; liver clinic; pulmonary clinic; transplant clinic
heart center; heart institute; eye clinic; hand clinic; spine clinic
pulmonary rehabilitation program; cardiac rehabilitation program; psychiatry
psychiatric unit; psychiatric emergency; detox unit; behavioral health
emergency department; emergency room; intensive care unit; step down unit
# protocols and order sets
pulmonary embolism protocol; pe protocol; stroke protocol; sepsis protocol; ciwa protocol
cows protocol; insulin protocol; heparin protocol; potassium protocol; electrolyte protocol
hypoglycemia protocol; dka protocol; massive transfusion protocol; chest pain protocol
fall protocol; sepsis bundle; code sepsis; trauma activation
enhanced recovery protocol; bowel regimen; sliding scale
# normal findings and structures stated as such
normal sinus rhythm; sinus rhythm; regular rate and rhythm; normal heart sounds
normal breath sounds; clear to auscultation; well appearing
normal gait; normal mood and affect; mood and affect; affect appropriate
# words that look like findings but are something else
weight bearing; non weight bearing; partial weight bearing; weight bearing as tolerated
toe touch weight bearing; ideal body weight; weight based
heat pack; cold pack; ice pack; a cold pack; a cold compress; cold compress; a cold towel; a cold drink; a cold shower; stroke volume; pulse oximeter
blood pressure cuff; pressure support; positive pressure; negative pressure
# the force of an injury as a fracture's modifier ("a low-trauma wrist fracture"), no trauma
low-trauma; low trauma; minimal trauma; minimal-trauma
depression screen; fall risk assessment; pain scale; pain score; pain regimen
pain control; pain management; pain medication; pain medications; pain meds
cold turkey; family history; medical history; social history; surgical history
drug allergies; drug allergy; known allergies; no known allergies; allergy list
food allergy; seasonal allergies; environmental allergies; allergy testing
cancer survivor; cancer screening program; tumor board; muscle mass
lean mass; bone mass; body mass; sore spot; cold weather; hot flash clinic
sick day rules; smoking cessation; tobacco cessation; smoking cessation counseling; fever curve; infection control; infection prevention
contact precautions; droplet precautions; airborne precautions; standard precautions
isolation precautions; universal precautions; sternal precautions; spinal precautions
hip precautions
# words the sets never annotate alone, though longer terms hold them: a wound as a place ("wound
# bed", "wound care"), a device ("inhaler"), a dose form ("suppository"), a service ("counseling"),
# a state ("pregnancy"); "wound infection", "smoking cessation counseling", "pregnancy test" still match
wound; wounds; inhaler; inhalers; suppository; suppositories; counseling; counselling; pregnancy; pregnancies
# a stent named by its kind in a procedure report (the guidelines: a device placed during PCI; the
# sets do count "s/p stent"), a birth named as a time ("after her first delivery"), crying, and
# life stages
drug-eluting stent; drug eluting stent; bare metal stent; bare-metal stent
delivery; crying; menopause; postmenopausal; perimenopausal
# vaccines as a class: the sets annotate the vaccine given by name ("flu shot", "Tdap"), not the word
vaccine; vaccines; vaccination; vaccinations; immunization; immunizations; vaccine series
# the blood an operation lost is a measure, not a finding (blind2: "Estimated blood loss minimal");
# a "blood loss anemia" is still found by its own words
estimated blood loss; ebl
# diets named by what they limit are an instruction, not the deficiency ("counseled on a low
# potassium diet" is no hypokalemia; blind2, blind4)
low potassium diet; low-potassium diet; low k diet; low sodium diet; low-sodium diet; low salt diet
low-salt diet; low phosphorus diet; low phosphate diet; low protein diet; low-protein diet
low iodine diet; low carb diet; low-carb diet; low carbohydrate diet
`

export const NON_CONCEPT_PHRASES: readonly string[] = dataLines(NON_CONCEPT_LINES).flatMap((line) =>
  line.split(';').map((phrase) => phrase.trim()).filter((phrase) => phrase !== ''),
)
