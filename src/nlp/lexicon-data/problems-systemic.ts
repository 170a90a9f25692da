/**
 * Endocrine and metabolic problems, blood disorders and cancers, infections and the organisms
 * that cause them. Same line format and code policy as problems-cardiopulmonary.ts.
 */
export const SYSTEMIC_PROBLEM_LINES = `
type 2 diabetes mellitus | ICD10CM:E11 | type 2 diabetes; type ii diabetes; type ii diabetes mellitus; t2dm; non-insulin-dependent diabetes mellitus; niddm; adult-onset diabetes; dm2; dm ii; dmii; dm 2; type 2 dm; type ii dm; t2 dm; diabetes type 2; diabetes mellitus type 2; diabetes mellitus type ii; insulin-dependent type 2 diabetes; dm type 2
type 1 diabetes mellitus | ICD10CM:E10 | type 1 diabetes; type i diabetes; type i diabetes mellitus; t1dm; insulin-dependent diabetes mellitus; juvenile diabetes; iddm; dm1; dm i; dm 1; type 1 dm; diabetes type 1; diabetes mellitus type 1
diabetes mellitus | ICD10CM:E11.9 | diabetes; dm; diabetic; diabetes mellitus uncontrolled; uncontrolled diabetes; poorly controlled diabetes
prediabetes | ICD10CM:R73.03 | pre-diabetes; impaired fasting glucose; impaired glucose tolerance; borderline diabetes
diabetic ketoacidosis | ICD10CM:E11.10 | dka
hyperosmolar hyperglycemic state | ICD10CM:E11.00 | hhs; hyperosmolar nonketotic state; honk
diabetic retinopathy | ICD10CM:E11.319 | proliferative diabetic retinopathy; nonproliferative diabetic retinopathy
diabetic foot ulcer | ICD10CM:E11.621 | diabetic ulcer; diabetic foot ulcers
hyperglycemia | ICD10CM:R73.9 | high blood sugar; elevated blood sugar; elevated glucose; hyperglycemic; high blood sugars
hypoglycemia | ICD10CM:E16.2 | low blood sugar; hypoglycemic episode; hypoglycemic; low blood sugars; hypoglycemic episodes
insulin resistance | ICD10CM:E88.819 | metabolic syndrome
hyperlipidemia | ICD10CM:E78.5 | hld; high cholesterol; dyslipidemia; hypercholesterolemia; elevated cholesterol; mixed hyperlipidemia; hyperlipidaemia; lipid disorder; elevated lipids
hypertriglyceridemia | ICD10CM:E78.1 | elevated triglycerides; high triglycerides
familial hypercholesterolemia | ICD10CM:E78.019 |
obesity | ICD10CM:E66.9 | obese; class 1 obesity; class 2 obesity; class i obesity; class ii obesity
morbid obesity | ICD10CM:E66.01 | class 3 obesity; class iii obesity; morbidly obese
overweight | ICD10CM:E66.3 |
underweight | ICD10CM:R63.6 | low body weight
malnutrition | ICD10CM:E46 | protein calorie malnutrition; malnourished; undernutrition
hypothyroidism | ICD10CM:E03.9 | underactive thyroid; hypothyroid; hashimoto thyroiditis; hashimoto's thyroiditis; hashimoto's
hyperthyroidism | ICD10CM:E05.90 | overactive thyroid; thyrotoxicosis; graves disease; graves' disease; hyperthyroid
thyroiditis | ICD10CM:E06.9 | subacute thyroiditis
# the thyroid's disease named without its kind ("mother with thyroid disease")
thyroid disease | ICD10CM:E07.9 | thyroid disorder
goiter | ICD10CM:E04.9 | thyromegaly; multinodular goiter; enlarged thyroid
thyroid nodule | ICD10CM:E04.1 | thyroid nodules
thyroid cancer | ICD10CM:C73 | papillary thyroid cancer; papillary thyroid carcinoma; thyroid carcinoma
subclinical hypothyroidism | ICD10CM:E02 |
adrenal insufficiency | ICD10CM:E27.40 | addison disease; addison's disease; adrenal crisis
cushing syndrome | ICD10CM:E24.9 | cushing's syndrome; hypercortisolism; cushing's disease; cortisol excess; excess cortisol
hyperaldosteronism | ICD10CM:E26.9 | primary aldosteronism; conn syndrome; aldosterone excess
# a gland's hormone in excess, named by the hormone as an adrenal or pituitary mass is worked up
# ("to exclude hormone excess"): the state, not the hormone's level, which stays the test
hormone excess | ICD10CM:E34.9 | hormonal excess; hormone hypersecretion
adrenomedullary hyperfunction | ICD10CM:E27.5 | catecholamine excess
androgen excess | ICD10CM:E28.1 | hyperandrogenism
acromegaly | ICD10CM:E22.0 | growth hormone excess; gigantism
pheochromocytoma | ICD10CM:D35.00 |
adrenal mass | ICD10CM:E27.8 | adrenal nodule; adrenal adenoma; adrenal incidentaloma
pituitary adenoma | ICD10CM:D35.2 | pituitary tumor; prolactinoma; pituitary mass
hyperprolactinemia | ICD10CM:E22.1 |
diabetes insipidus | ICD10CM:E23.2 |
siadh | ICD10CM:E22.2 | syndrome of inappropriate antidiuretic hormone; syndrome of inappropriate antidiuretic hormone secretion
hyperparathyroidism | ICD10CM:E21.3 | primary hyperparathyroidism
secondary hyperparathyroidism | ICD10CM:N25.81 |
hypoparathyroidism | ICD10CM:E20.9 |
hypogonadism | ICD10CM:E29.1 | low testosterone; testosterone deficiency
osteoporosis | ICD10CM:M81.0 | osteoporotic; postmenopausal osteoporosis
osteopenia | ICD10CM:M85.80 | low bone density; low bone mass
vitamin d deficiency | ICD10CM:E55.9 | low vitamin d; vitamin d insufficiency; hypovitaminosis d; vit d deficiency
vitamin b12 deficiency | ICD10CM:E53.8 | [vitamin] b12 deficiency; low b12; cobalamin deficiency; pernicious anemia; b-12 deficiency
folate deficiency | ICD10CM:E53.8 | folic acid deficiency
iron deficiency | ICD10CM:E61.1 | low iron; iron deficient
thiamine deficiency | ICD10CM:E51.9 |
hypokalemia | ICD10CM:E87.6 | low potassium; hypokalemic
hyperkalemia | ICD10CM:E87.5 | high potassium; elevated potassium; hyperkalemic
hyponatremia | ICD10CM:E87.1 | low sodium; hyponatremic
hypernatremia | ICD10CM:E87.0 | high sodium; hypernatremic
hypocalcemia | ICD10CM:E83.51 | low calcium
hypercalcemia | ICD10CM:E83.52 | high calcium; elevated calcium
hypomagnesemia | ICD10CM:E83.42 | low magnesium
hypermagnesemia | ICD10CM:E83.41 |
hypophosphatemia | ICD10CM:E83.39 | low phosphorus; low phosphate
hyperphosphatemia | ICD10CM:E83.39 |
hypochloremia | ICD10CM:E87.8 |
hyperchloremia | ICD10CM:E87.8 |
hyperuricemia | ICD10CM:E79.0 | elevated uric acid
metabolic acidosis | ICD10CM:E87.20 | acidosis; anion gap metabolic acidosis; non-anion gap metabolic acidosis; agma; nagma; lactic acidosis; elevated anion gap
metabolic alkalosis | ICD10CM:E87.3 | alkalosis; contraction alkalosis
respiratory acidosis | ICD10CM:E87.29 |
respiratory alkalosis | ICD10CM:E87.3 |
electrolyte abnormalities | ICD10CM:E87.8 | electrolyte imbalance; electrolyte derangements; electrolyte disturbance
dehydration | ICD10CM:E86.0 | volume depletion; dehydrated; hypovolemia from dehydration; poor oral hydration
refeeding syndrome | ICD10CM:E87.8 |
lactic acidemia | ICD10CM:E87.21 | elevated lactate; hyperlactatemia
gout | ICD10CM:M10.9 | gouty arthritis; gout flare; gouty; podagra; tophaceous gout; gout attack
pseudogout | ICD10CM:M11.20 | cppd; calcium pyrophosphate deposition disease; chondrocalcinosis
amyloidosis | ICD10CM:E85.9 |
anemia | ICD10CM:D64.9 | anaemia; low hemoglobin; low hgb; anemic; normocytic anemia; microcytic anemia; macrocytic anemia; anemia of chronic disease; anemia of chronic kidney disease; acute blood loss anemia; blood loss anemia; symptomatic anemia
iron deficiency anemia | ICD10CM:D50.9 | ida; iron-deficiency anemia
hemolytic anemia | ICD10CM:D59.9 | hemolysis; autoimmune hemolytic anemia
aplastic anemia | ICD10CM:D61.9 |
sickle cell disease | ICD10CM:D57.1 | sickle cell anemia; sickle cell; hbss; sickle cell trait
vaso-occlusive crisis | ICD10CM:D57.00 | sickle cell crisis; pain crisis; voc; vasoocclusive crisis
acute chest syndrome | ICD10CM:D57.01 |
thalassemia | ICD10CM:D56.9 | beta thalassemia; thalassemia trait; alpha thalassemia
thrombocytopenia | ICD10CM:D69.6 | low platelets; low platelet count; thrombocytopenic
immune thrombocytopenia | ICD10CM:D69.3 | itp; idiopathic thrombocytopenic purpura
heparin-induced thrombocytopenia | ICD10CM:D75.829 | =HIT; heparin induced thrombocytopenia
thrombotic thrombocytopenic purpura | ICD10CM:M31.19 | ttp
hemolytic uremic syndrome | ICD10CM:D59.30 | hus
thrombocytosis | ICD10CM:D75.839 | elevated platelets; high platelets
left shift | ICD10CM:D72.828 | bandemia; bands
leukocytosis | ICD10CM:D72.829 | elevated white count; elevated wbc; elevated white blood cell count; high white count; white count elevation
leukopenia | ICD10CM:D72.819 | low white count; low wbc
neutropenia | ICD10CM:D70.9 | febrile neutropenia; neutropenic; neutropenic fever
lymphopenia | ICD10CM:D72.810 |
pancytopenia | ICD10CM:D61.818 |
eosinophilia | ICD10CM:D72.10 |
polycythemia | ICD10CM:D75.1 | erythrocytosis; polycythemia vera
coagulopathy | ICD10CM:D68.9 | bleeding disorder; elevated inr; supratherapeutic inr; subtherapeutic inr
disseminated intravascular coagulation | ICD10CM:D65 | dic
von willebrand disease | ICD10CM:D68.00 |
hemophilia | ICD10CM:D66 | hemophilia a; hemophilia b
factor v leiden | ICD10CM:D68.51 |
hypercoagulable state | ICD10CM:D68.59 | hypercoagulability; thrombophilia; antiphospholipid syndrome
lymphadenopathy | ICD10CM:R59.9 | swollen lymph nodes; enlarged lymph nodes; adenopathy; lymph node enlargement; cervical lymphadenopathy; axillary lymphadenopathy; mediastinal lymphadenopathy; hilar lymphadenopathy; inguinal lymphadenopathy; lymphadenopathies; enlarged nodes
bleeding | ICD10CM:R58 | hemorrhage; hemorrhaging; blood loss; active bleeding
bruising | ICD10CM:R23.3 | ecchymosis; ecchymoses; easy bruising; bruise; bruises; contusion; contusions
petechiae | ICD10CM:R23.3 | petechial rash
purpura | ICD10CM:D69.2 |
cancer | ICD10CM:C80.1 | malignancy; malignant neoplasm; carcinoma; malignancies; cancers; adenocarcinoma; metastatic carcinoma; oncologic disease
neoplasm | ICD10CM:D49.9 | tumor; tumors; neoplasms
metastatic disease | ICD10CM:C79.9 | metastasis; metastases; metastatic cancer; mets; widespread metastases; distant metastases
bone metastases | ICD10CM:C79.51 | osseous metastases; bone mets; bony metastases; metastatic disease to bone; osseous metastatic disease
lung metastases | ICD10CM:C78.00 | pulmonary metastases; lung mets
peritoneal carcinomatosis | ICD10CM:C78.6 | carcinomatosis
malignant pleural effusion | ICD10CM:J91.0 |
ovarian mass | ICD10CM:N83.8 | adnexal mass; adnexal cyst
squamous cell carcinoma | ICD10CM:C44.92 | scc
skin cancer | ICD10CM:C44.90 | basal cell carcinoma; bcc; squamous cell carcinoma of the skin; cutaneous squamous cell carcinoma
melanoma | ICD10CM:C43.9 | malignant melanoma; metastatic melanoma
leukemia | ICD10CM:C95.90 | leukaemia
acute myeloid leukemia | ICD10CM:C92.00 | aml; acute myelogenous leukemia
acute lymphoblastic leukemia | ICD10CM:C91.00 | acute lymphocytic leukemia
chronic lymphocytic leukemia | ICD10CM:C91.10 | cll
chronic myeloid leukemia | ICD10CM:C92.10 | cml; chronic myelogenous leukemia
myelodysplastic syndrome | ICD10CM:D46.9 | mds
lymphoma | ICD10CM:C85.90 | hodgkin lymphoma; non-hodgkin lymphoma; nhl; hodgkin's lymphoma; hodgkin disease; diffuse large b-cell lymphoma; dlbcl; follicular lymphoma; b-cell lymphoma; mantle cell lymphoma
multiple myeloma | ICD10CM:C90.00 | myeloma; plasma cell myeloma
monoclonal gammopathy | ICD10CM:D47.2 | mgus; monoclonal gammopathy of undetermined significance
myeloproliferative neoplasm | ICD10CM:D47.1 | essential thrombocythemia; myelofibrosis
sarcoma | ICD10CM:C49.9 | soft tissue sarcoma; osteosarcoma; ewing sarcoma
head and neck cancer | ICD10CM:C76.0 | oropharyngeal cancer; oral cancer; tongue cancer; nasopharyngeal cancer
neuroendocrine tumor | ICD10CM:D3A.8 | carcinoid; carcinoid tumor
gastrointestinal stromal tumor | ICD10CM:C49.A0 | gist
germ cell tumor | ICD10CM:C62.90 |
schwannoma | ICD10CM:D36.10 | acoustic neuroma; vestibular schwannoma
pseudomyxoma peritonei | ICD10CM:C78.6 |
lipoma | ICD10CM:D17.9 | lipomas
cyst | | cysts; benign cyst; cystic lesion
sebaceous cyst | ICD10CM:L72.3 | epidermoid cyst; epidermal inclusion cyst
ganglion cyst | ICD10CM:M67.40 |
baker cyst | ICD10CM:M71.20 | baker's cyst; popliteal cyst
mass | | masses; lump; lumps; soft tissue mass; palpable mass
nodule | | nodules
lesion | | lesions; osseous lesions; lytic lesion; lytic lesions; sclerotic lesion; sclerotic lesions; osseous lesion
filling defect | | filling defects
granuloma | | granulomas; calcified granuloma
kras mutant | | kras mutation; kras-mutant
brca mutation | ICD10CM:Z15.01 | brca1 mutation; brca2 mutation; brca carrier
her2 positive | |
tumor lysis syndrome | ICD10CM:E88.3 | tls
neutropenic sepsis | ICD10CM:D70.9 |
mucositis | ICD10CM:K12.30 | oral mucositis; mouth sores; mouth ulcers; stomatitis; oral ulcers; aphthous ulcers; canker sores; aphthous ulcer; sores in the mouth
infection | ICD10CM:B99.9 | infections; infectious process; infected
sepsis | ICD10CM:A41.9 | septicemia; septic; sepsis syndrome
septic shock | ICD10CM:R65.21 |
systemic inflammatory response syndrome | ICD10CM:R65.10 | sirs
bacteremia | ICD10CM:R78.81 | gram-negative bacteremia; gram-positive bacteremia; mrsa bacteremia; staph bacteremia; positive blood cultures
fungemia | ICD10CM:B49 | candidemia
fever of unknown origin | ICD10CM:R50.9 | fuo
cellulitis | ICD10CM:L03.90 | skin infection; soft tissue infection; skin and soft tissue infection; ssti; erysipelas; lower extremity cellulitis; leg cellulitis; facial cellulitis; periorbital cellulitis; orbital cellulitis
abscess | ICD10CM:L02.91 | skin abscess; abscesses; soft tissue abscess; furuncle; boil; carbuncle
necrotizing fasciitis | ICD10CM:M72.6 | nec fasc
wound infection | ICD10CM:T81.40XA | surgical site infection; infected wound; ssi; wound dehiscence; dehiscence
osteomyelitis | ICD10CM:M86.9 | bone infection; vertebral osteomyelitis
septic arthritis | ICD10CM:M00.9 | infected joint
discitis | ICD10CM:M46.40 | diskitis; spinal epidural abscess
line infection | ICD10CM:T80.219A | central line infection; central line-associated bloodstream infection; clabsi; catheter-related bloodstream infection
prosthetic joint infection | ICD10CM:T84.50XA |
human immunodeficiency virus infection | ICD10CM:B20 | hiv; hiv infection; hiv disease; hiv/aids; hiv positive; human immunodeficiency virus
acquired immunodeficiency syndrome | ICD10CM:B20 | =AIDS
opportunistic infection | ICD10CM:B99.9 |
chickenpox | ICD10CM:B01.9 | varicella
shingles | ICD10CM:B02.9 | herpes zoster; zoster; hzv; herpes zoster ophthalmicus
herpes simplex | ICD10CM:B00.9 | cold sores; hsv; herpes; hsv-1; herpes labialis; cold sore; a cold sore
cytomegalovirus infection | ICD10CM:B25.9 | cmv; cmv infection; cytomegalovirus
epstein-barr virus infection | ICD10CM:B27.00 | ebv; mononucleosis; infectious mononucleosis
measles | ICD10CM:B05.9 | rubeola
mumps | ICD10CM:B26.9 |
rubella | ICD10CM:B06.9 | german measles
hand foot and mouth disease | ICD10CM:B08.4 | hand, foot and mouth disease; hfmd
fifth disease | ICD10CM:B08.3 | parvovirus
roseola | ICD10CM:B08.20 |
scarlet fever | ICD10CM:A38.9 |
# the tongue of scarlet fever and Kawasaki disease
strawberry tongue | ICD10CM:K14.3 |
lyme disease | ICD10CM:A69.20 | lyme
rocky mountain spotted fever | ICD10CM:A77.0 |
malaria | ICD10CM:B54 | plasmodium falciparum; p. falciparum; plasmodium vivax; p. vivax; plasmodium
dengue | ICD10CM:A90 | dengue fever
zika virus infection | ICD10CM:A92.5 | zika
west nile virus infection | ICD10CM:A92.30 | west nile
rabies | ICD10CM:A82.9 |
tetanus | ICD10CM:A35 |
mrsa infection | ICD10CM:A49.02 | mrsa; methicillin-resistant staphylococcus aureus; mrsa colonization
colonization | ICD10CM:Z22.9 | colonisation; bacterial colonization
mssa infection | ICD10CM:A49.01 | mssa
vancomycin-resistant enterococcus | ICD10CM:Z16.21 | vre
esbl infection | ICD10CM:Z16.12 | esbl; extended-spectrum beta-lactamase
carbapenem-resistant enterobacteriaceae | ICD10CM:Z16.19 | cre
staphylococcus aureus infection | ICD10CM:A49.01 | staphylococcus aureus; staph aureus; s. aureus; s aureus; staph infection; staph
streptococcal infection | ICD10CM:A49.1 | strep infection; group a strep; group a streptococcus; group b strep; gbs; streptococcus pneumoniae; strep pneumoniae; pneumococcus; pneumococcal infection; group b streptococcus
escherichia coli infection | ICD10CM:A49.8 | e. coli; e coli; escherichia coli
klebsiella infection | ICD10CM:A49.8 | klebsiella; klebsiella pneumoniae
pseudomonas infection | ICD10CM:A49.8 | pseudomonas; pseudomonas aeruginosa
enterococcus infection | ICD10CM:A49.8 | enterococcus; enterococcus faecalis; enterococcus faecium
proteus infection | ICD10CM:A49.8 | proteus; proteus mirabilis
achromobacter infection | ICD10CM:A49.8 | achromobacter; achromobacter xylosoxidans
burkholderia infection | ICD10CM:A49.8 | burkholderia; burkholderia cepacia; b. cepacia
neisseria infection | ICD10CM:A49.8 | neisseria
gram-negative rods | ICD10CM:B96.89 | gram negative rods; gnr
gram-positive cocci | ICD10CM:B95.8 | gram positive cocci; gpc
organisms | | organism; bacteria; bacterial infection; bacterial growth
viral infection | ICD10CM:B34.9 | viral illness; viral syndrome; virus; viral process
fungal infection | ICD10CM:B49 | candidiasis; thrush; yeast infection; oral thrush; oral candidiasis; fungal rash; tinea; ringworm; onychomycosis; tinea pedis; athlete's foot; tinea corporis; candida infection; candida
aspergillosis | ICD10CM:B44.9 | aspergillus
cryptococcal meningitis | ICD10CM:B45.1 | cryptococcus
histoplasmosis | ICD10CM:B39.9 |
scabies | ICD10CM:B86 |
lice | ICD10CM:B85.2 | pediculosis; head lice
parasitic infection | ICD10CM:B89 | worms; helminth infection; giardiasis; giardia
mycobacterium avium complex | ICD10CM:A31.2 | mac infection
covid exposure | ICD10CM:Z20.822 | covid-19 exposure; exposure to covid
recurrence | | recurrences; local recurrence; recurrent disease
relapse | | relapses
disease progression | | progression; progressive disease
inflammation | | inflammatory changes
tendon rupture | ICD10CM:M66.9 | ruptured tendon; achilles tendon rupture
supraspinatus tear | ICD10CM:M75.110 | supraspinatus tendon tear
needlestick injury | ICD10CM:W46.0XXA | needlestick; needle stick; needlestick exposure
tick exposure | ICD10CM:W57.XXXA | tick bite; tick bites
poor oral intake | ICD10CM:R63.8 | poor intake; decreased oral intake; poor po intake
leakage of fluid | ICD10CM:O42.90 | leaking fluid; leaking of fluid; fluid leakage
trouble speaking | ICD10CM:R47.9 | difficulty speaking; speech difficulty
uremia | ICD10CM:N19 | uremic
toxicity | ICD10CM:T65.91XA | drug toxicity
stones | |
chikungunya | ICD10CM:A92.0 | chikungunya fever
hand, foot and mouth disease | ICD10CM:B08.4 | hand-foot-mouth disease; hand foot and mouth disease; hand-foot-and-mouth disease; hfmd
track marks | |
`
