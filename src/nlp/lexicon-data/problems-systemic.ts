/**
 * Endocrine and metabolic problems, blood disorders and cancers, infections and the organisms
 * that cause them. Same line format and code policy as problems-cardiopulmonary.ts.
 */
export const SYSTEMIC_PROBLEM_LINES = `
type 2 diabetes mellitus | ICD10CM:E11 | type 2 diabetes; type ii diabetes; type ii diabetes mellitus; t2dm; non-insulin-dependent diabetes mellitus; niddm; adult-onset diabetes; dm2; dm ii; dmii; dm 2; type 2 dm; type ii dm; t2 dm; diabetes type 2; diabetes mellitus type 2; diabetes mellitus type ii; insulin-dependent type 2 diabetes; dm type 2
type 1 diabetes mellitus | ICD10CM:E10 | type 1 diabetes; type i diabetes; type i diabetes mellitus; t1dm; insulin-dependent diabetes mellitus; juvenile diabetes; iddm; dm1; dm i; dm 1; type 1 dm; diabetes type 1; diabetes mellitus type 1
diabetes mellitus | | diabetes; dm; diabetic; diabetes mellitus uncontrolled; uncontrolled diabetes; poorly controlled diabetes
prediabetes | | pre-diabetes; impaired fasting glucose; impaired glucose tolerance; borderline diabetes
diabetic ketoacidosis | | dka
hyperosmolar hyperglycemic state | | hhs; hyperosmolar nonketotic state; honk
diabetic retinopathy | | proliferative diabetic retinopathy; nonproliferative diabetic retinopathy
diabetic foot ulcer | | diabetic ulcer; diabetic foot ulcers
hyperglycemia | ICD10CM:R73.9 | high blood sugar; elevated blood sugar; elevated glucose; hyperglycemic; high blood sugars
hypoglycemia | ICD10CM:E16.2 | low blood sugar; hypoglycemic episode; hypoglycemic; low blood sugars; hypoglycemic episodes
insulin resistance | | metabolic syndrome
hyperlipidemia | ICD10CM:E78.5 | hld; high cholesterol; dyslipidemia; hypercholesterolemia; elevated cholesterol; mixed hyperlipidemia; hyperlipidaemia; lipid disorder; elevated lipids
hypertriglyceridemia | | elevated triglycerides; high triglycerides
familial hypercholesterolemia | |
obesity | ICD10CM:E66.9 | obese; class 1 obesity; class 2 obesity; class i obesity; class ii obesity
morbid obesity |  | class 3 obesity; class iii obesity; morbidly obese
overweight | |
underweight | | low body weight
malnutrition |  | protein calorie malnutrition; malnourished; undernutrition
hypothyroidism | ICD10CM:E03.9 | underactive thyroid; hypothyroid; hashimoto thyroiditis; hashimoto's thyroiditis; hashimoto's
hyperthyroidism | | overactive thyroid; thyrotoxicosis; graves disease; graves' disease; hyperthyroid
thyroiditis | | subacute thyroiditis
goiter | | thyromegaly; multinodular goiter; enlarged thyroid
thyroid nodule | | thyroid nodules
thyroid cancer | | papillary thyroid cancer; papillary thyroid carcinoma; thyroid carcinoma
subclinical hypothyroidism | |
adrenal insufficiency | | addison disease; addison's disease; adrenal crisis
cushing syndrome | | cushing's syndrome; hypercortisolism; cushing's disease
hyperaldosteronism | | primary aldosteronism; conn syndrome
pheochromocytoma | |
adrenal mass | | adrenal nodule; adrenal adenoma; adrenal incidentaloma
pituitary adenoma | | pituitary tumor; prolactinoma; pituitary mass
hyperprolactinemia | |
diabetes insipidus | |
siadh | | syndrome of inappropriate antidiuretic hormone; syndrome of inappropriate antidiuretic hormone secretion
hyperparathyroidism | | primary hyperparathyroidism
secondary hyperparathyroidism | |
hypoparathyroidism | |
hypogonadism | | low testosterone; testosterone deficiency
osteoporosis | ICD10CM:M81.0 | osteoporotic; postmenopausal osteoporosis
osteopenia | | low bone density; low bone mass
vitamin d deficiency | ICD10CM:E55.9 | low vitamin d; vitamin d insufficiency; hypovitaminosis d; vit d deficiency
vitamin b12 deficiency | | [vitamin] b12 deficiency; low b12; cobalamin deficiency; pernicious anemia; b-12 deficiency
folate deficiency | | folic acid deficiency
iron deficiency | | low iron; iron deficient
thiamine deficiency | |
hypokalemia | ICD10CM:E87.6 | low potassium; hypokalemic
hyperkalemia | ICD10CM:E87.5 | high potassium; elevated potassium; hyperkalemic
hyponatremia | ICD10CM:E87.1 | low sodium; hyponatremic
hypernatremia | | high sodium; hypernatremic
hypocalcemia | | low calcium
hypercalcemia | | high calcium; elevated calcium
hypomagnesemia | | low magnesium
hypermagnesemia | |
hypophosphatemia | | low phosphorus; low phosphate
hyperphosphatemia | |
hypochloremia | |
hyperchloremia | |
hyperuricemia | ICD10CM:E79.0 | elevated uric acid
metabolic acidosis | | acidosis; anion gap metabolic acidosis; non-anion gap metabolic acidosis; agma; nagma; lactic acidosis; elevated anion gap
metabolic alkalosis | | alkalosis; contraction alkalosis
respiratory acidosis | |
respiratory alkalosis | |
electrolyte abnormalities | | electrolyte imbalance; electrolyte derangements; electrolyte disturbance
dehydration | ICD10CM:E86.0 | volume depletion; dehydrated; hypovolemia from dehydration; poor oral hydration
refeeding syndrome | |
lactic acidemia | | elevated lactate; hyperlactatemia
gout | ICD10CM:M10.9 | gouty arthritis; gout flare; gouty; podagra; tophaceous gout; gout attack
pseudogout | | cppd; calcium pyrophosphate deposition disease; chondrocalcinosis
amyloidosis | |
anemia | ICD10CM:D64.9 | anaemia; low hemoglobin; low hgb; anemic; normocytic anemia; microcytic anemia; macrocytic anemia; anemia of chronic disease; anemia of chronic kidney disease; acute blood loss anemia; blood loss anemia; symptomatic anemia
iron deficiency anemia | ICD10CM:D50.9 | ida; iron-deficiency anemia
hemolytic anemia | | hemolysis; autoimmune hemolytic anemia
aplastic anemia | |
sickle cell disease | | sickle cell anemia; sickle cell; hbss; sickle cell trait
vaso-occlusive crisis | | sickle cell crisis; pain crisis; voc; vasoocclusive crisis
acute chest syndrome | |
thalassemia | | beta thalassemia; thalassemia trait; alpha thalassemia
thrombocytopenia | ICD10CM:D69.6 | low platelets; low platelet count; thrombocytopenic
immune thrombocytopenia | | itp; idiopathic thrombocytopenic purpura
heparin-induced thrombocytopenia | | =HIT; heparin induced thrombocytopenia
thrombotic thrombocytopenic purpura | | ttp
hemolytic uremic syndrome | | hus
thrombocytosis | | elevated platelets; high platelets
left shift | | bandemia; bands
leukocytosis | ICD10CM:D72.829 | elevated white count; elevated wbc; elevated white blood cell count; high white count; white count elevation
leukopenia | | low white count; low wbc
neutropenia | ICD10CM:D70.9 | febrile neutropenia; neutropenic; neutropenic fever
lymphopenia | |
pancytopenia | |
eosinophilia | |
polycythemia | | erythrocytosis; polycythemia vera
coagulopathy | | bleeding disorder; elevated inr; supratherapeutic inr; subtherapeutic inr
disseminated intravascular coagulation | | dic
von willebrand disease | |
hemophilia | | hemophilia a; hemophilia b
factor v leiden | |
hypercoagulable state | | hypercoagulability; thrombophilia; antiphospholipid syndrome
lymphadenopathy | | swollen lymph nodes; enlarged lymph nodes; adenopathy; lymph node enlargement; cervical lymphadenopathy; axillary lymphadenopathy; mediastinal lymphadenopathy; hilar lymphadenopathy; inguinal lymphadenopathy; lymphadenopathies; enlarged nodes
bleeding | | hemorrhage; hemorrhaging; blood loss; active bleeding
bruising | | ecchymosis; ecchymoses; easy bruising; bruise; bruises; contusion; contusions
petechiae | | petechial rash
purpura | |
cancer | | malignancy; malignant neoplasm; carcinoma; malignancies; cancers; adenocarcinoma; metastatic carcinoma; oncologic disease
neoplasm | | tumor; tumors; neoplasms
metastatic disease | | metastasis; metastases; metastatic cancer; mets; widespread metastases; distant metastases
bone metastases | | osseous metastases; bone mets; bony metastases; metastatic disease to bone; osseous metastatic disease
lung metastases | | pulmonary metastases; lung mets
peritoneal carcinomatosis | | carcinomatosis
malignant pleural effusion | |
ovarian mass | | adnexal mass; adnexal cyst
squamous cell carcinoma | | scc
skin cancer | | basal cell carcinoma; bcc; squamous cell carcinoma of the skin; cutaneous squamous cell carcinoma
melanoma | | malignant melanoma; metastatic melanoma
leukemia | | leukaemia
acute myeloid leukemia | | aml; acute myelogenous leukemia
acute lymphoblastic leukemia | | acute lymphocytic leukemia
chronic lymphocytic leukemia | | cll
chronic myeloid leukemia | | cml; chronic myelogenous leukemia
myelodysplastic syndrome | | mds
lymphoma | | hodgkin lymphoma; non-hodgkin lymphoma; nhl; hodgkin's lymphoma; hodgkin disease; diffuse large b-cell lymphoma; dlbcl; follicular lymphoma; b-cell lymphoma; mantle cell lymphoma
multiple myeloma | | myeloma; plasma cell myeloma
monoclonal gammopathy | | mgus; monoclonal gammopathy of undetermined significance
myeloproliferative neoplasm | | essential thrombocythemia; myelofibrosis
sarcoma | | soft tissue sarcoma; osteosarcoma; ewing sarcoma
head and neck cancer | | oropharyngeal cancer; oral cancer; tongue cancer; nasopharyngeal cancer
neuroendocrine tumor | | carcinoid; carcinoid tumor
gastrointestinal stromal tumor | | gist
germ cell tumor | |
schwannoma | | acoustic neuroma; vestibular schwannoma
pseudomyxoma peritonei | |
lipoma | | lipomas
cyst | | cysts; benign cyst; cystic lesion
sebaceous cyst | | epidermoid cyst; epidermal inclusion cyst
ganglion cyst | |
baker cyst | | baker's cyst; popliteal cyst
mass | | masses; lump; lumps; soft tissue mass; palpable mass
nodule | | nodules
lesion | | lesions; osseous lesions; lytic lesion; lytic lesions; sclerotic lesion; sclerotic lesions; osseous lesion
filling defect | | filling defects
granuloma | | granulomas; calcified granuloma
kras mutant | | kras mutation; kras-mutant
brca mutation | | brca1 mutation; brca2 mutation; brca carrier
her2 positive | |
tumor lysis syndrome | | tls
neutropenic sepsis | |
mucositis | | oral mucositis; mouth sores; mouth ulcers; stomatitis; oral ulcers; aphthous ulcers; canker sores; aphthous ulcer
infection | | infections; infectious process; infected
sepsis | ICD10CM:A41.9 | septicemia; septic; sepsis syndrome
septic shock | |
systemic inflammatory response syndrome | | sirs
bacteremia | | gram-negative bacteremia; gram-positive bacteremia; mrsa bacteremia; staph bacteremia; positive blood cultures
fungemia | | candidemia
fever of unknown origin | | fuo
cellulitis | ICD10CM:L03.90 | skin infection; soft tissue infection; skin and soft tissue infection; ssti; erysipelas; lower extremity cellulitis; leg cellulitis; facial cellulitis; periorbital cellulitis; orbital cellulitis
abscess | | skin abscess; abscesses; soft tissue abscess; furuncle; boil; carbuncle
necrotizing fasciitis | | nec fasc
wound infection | | surgical site infection; infected wound; ssi; wound dehiscence; dehiscence
osteomyelitis |  | bone infection; vertebral osteomyelitis
septic arthritis | | infected joint
discitis | | diskitis; spinal epidural abscess
line infection | | central line infection; central line-associated bloodstream infection; clabsi; catheter-related bloodstream infection
prosthetic joint infection | |
human immunodeficiency virus infection | ICD10CM:B20 | hiv; hiv infection; hiv disease; hiv/aids; hiv positive; human immunodeficiency virus
acquired immunodeficiency syndrome | | =AIDS
opportunistic infection | |
chickenpox | | varicella
shingles | | herpes zoster; zoster; hzv; herpes zoster ophthalmicus
herpes simplex | | cold sores; hsv; herpes; hsv-1; herpes labialis; cold sore
cytomegalovirus infection | | cmv; cmv infection; cytomegalovirus
epstein-barr virus infection | | ebv; mononucleosis; infectious mononucleosis
measles | | rubeola
mumps | |
rubella | | german measles
hand foot and mouth disease | | hand, foot and mouth disease; hfmd
fifth disease | | parvovirus
roseola | |
scarlet fever | |
lyme disease | | lyme
rocky mountain spotted fever | |
malaria | |
dengue | | dengue fever
zika virus infection | | zika
west nile virus infection | | west nile
rabies | |
tetanus | |
mrsa infection | | mrsa; methicillin-resistant staphylococcus aureus; mrsa colonization
mssa infection | | mssa
vancomycin-resistant enterococcus | | vre
esbl infection | | esbl; extended-spectrum beta-lactamase
carbapenem-resistant enterobacteriaceae | | cre
staphylococcus aureus infection | | staphylococcus aureus; staph aureus; s. aureus; s aureus; staph infection; staph
streptococcal infection | | strep infection; group a strep; group a streptococcus; group b strep; gbs; streptococcus pneumoniae; strep pneumoniae; pneumococcus; pneumococcal infection; group b streptococcus
escherichia coli infection | | e. coli; e coli; escherichia coli
klebsiella infection | | klebsiella; klebsiella pneumoniae
pseudomonas infection | | pseudomonas; pseudomonas aeruginosa
enterococcus infection | | enterococcus; enterococcus faecalis; enterococcus faecium
proteus infection | | proteus; proteus mirabilis
gram-negative rods | | gram negative rods; gnr
gram-positive cocci | | gram positive cocci; gpc
organisms | | organism; bacteria; bacterial infection; bacterial growth
viral infection | | viral illness; viral syndrome; virus; viral process
fungal infection | | candidiasis; thrush; yeast infection; oral thrush; oral candidiasis; fungal rash; tinea; ringworm; onychomycosis; tinea pedis; athlete's foot; tinea corporis; candida infection; candida
aspergillosis | | aspergillus
cryptococcal meningitis | | cryptococcus
histoplasmosis | |
scabies | |
lice | | pediculosis; head lice
parasitic infection | | worms; helminth infection; giardiasis; giardia
mycobacterium avium complex | | mac infection
covid exposure | | covid-19 exposure; exposure to covid
recurrence | | recurrences; local recurrence; recurrent disease
relapse | | relapses
disease progression | | progression; progressive disease
inflammation | | inflammatory changes
tendon rupture | | ruptured tendon; achilles tendon rupture
supraspinatus tear | | supraspinatus tendon tear
needlestick injury | | needlestick; needle stick; needlestick exposure
tick exposure | | tick bite; tick bites
poor oral intake | | poor intake; decreased oral intake; poor po intake
leakage of fluid | | leaking fluid; leaking of fluid; fluid leakage
trouble speaking | | difficulty speaking; speech difficulty
uremia | | uremic
toxicity | | drug toxicity
stones | |
`
