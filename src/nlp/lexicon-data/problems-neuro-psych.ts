/**
 * Neurological and psychiatric problems, substance use, and the findings of a neurological or
 * mental status examination. Same line format and code policy as problems-cardiopulmonary.ts.
 * Substance use is annotated when named by a noun ("smoker", "etoh"), never by a verb.
 */
export const NEURO_PSYCH_PROBLEM_LINES = `
stroke | ICD10CM:I63.9 | cerebrovascular accident; cva; cerebral infarction; ischemic stroke; brain attack; cerebral infarct; cerebrovascular disease; embolic stroke; lacunar infarct; lacunar stroke; strokes; cvas
mca infarct | ICD10CM:I63.519 | mca stroke; middle cerebral artery infarct; middle cerebral artery stroke
hemorrhagic stroke | ICD10CM:I61.9 | hemorrhagic cva
transient ischemic attack | ICD10CM:G45.9 | tia; mini stroke; mini-stroke; tias
intracranial hemorrhage | ICD10CM:I62.9 | intracerebral hemorrhage; brain bleed; ich; intraparenchymal hemorrhage; cerebral hemorrhage
subarachnoid hemorrhage | ICD10CM:I60.9 | sah
subdural hematoma | ICD10CM:I62.00 | sdh; subdural hemorrhage; subdural
epidural hematoma | ICD10CM:S06.4X9A |
infarct | ICD10CM:I63.9 | infarcts; infarction
cerebral aneurysm | ICD10CM:I67.1 | brain aneurysm; intracranial aneurysm
cerebral edema | ICD10CM:G93.6 | brain swelling
hydrocephalus | ICD10CM:G91.9 | normal pressure hydrocephalus
intracranial abnormality | ICD10CM:R90.89 | intracranial process; acute intracranial process; intracranial pathology
mass effect | ICD10CM:G93.89 | midline shift
brain tumor | ICD10CM:D49.6 | brain mass; brain lesion; intracranial mass
glioblastoma | ICD10CM:C71.9 | gbm; glioma
meningioma | ICD10CM:D32.9 |
brain metastases | ICD10CM:C79.31 | brain mets; brain metastasis; cerebral metastases
headache | ICD10CM:R51 | headaches; cephalgia; head pain; ha; frontal headache; occipital headache; thunderclap headache
migraine | ICD10CM:G43 | migraines; migraine headache; migraine headaches; migraine with aura; migraine without aura
tension headache | ICD10CM:G44.209 | tension-type headache; tension headaches
cluster headache | ICD10CM:G44.009 |
medication overuse headache | ICD10CM:G44.40 | rebound headache
post-concussive syndrome | ICD10CM:F07.81 | postconcussion syndrome; post-concussion syndrome
dizziness | ICD10CM:R42 | dizzy; lightheadedness; lightheaded; light-headedness; light headed; light-headed; woozy
vertigo | ICD10CM:R42 | vertiginous; room spinning; spinning
benign paroxysmal positional vertigo | ICD10CM:H81.10 | bppv
vestibular neuritis | ICD10CM:H81.20 | labyrinthitis
meniere disease | ICD10CM:H81.09 | meniere's disease
seizure | ICD10CM:R56.9 | seizures; convulsion; convulsions; seizure disorder; seizure activity; tonic-clonic seizure; generalized seizure; focal seizure; partial seizure; absence seizure; grand mal seizure; breakthrough seizure; seizure-like activity
status epilepticus | ICD10CM:G40.901 |
epilepsy | ICD10CM:G40.909 | epileptic
febrile seizure | ICD10CM:R56.00 | febrile seizures
postictal state | ICD10CM:R56.9 | postictal
pseudoseizures | ICD10CM:F44.5 | psychogenic nonepileptic seizures; pnes; nonepileptic seizures
altered mental status | ICD10CM:R41.82 | ams; confusion; confused; disorientation; disoriented; mental status change; mental status changes; altered sensorium; change in mental status
delirium | ICD10CM:R41.0 | hyperactive delirium; hypoactive delirium; icu delirium; acute encephalopathy
encephalopathy | ICD10CM:G93.40 | toxic metabolic encephalopathy; metabolic encephalopathy; toxic encephalopathy; septic encephalopathy
wernicke encephalopathy | ICD10CM:E51.2 | wernicke's encephalopathy; wernicke-korsakoff syndrome; korsakoff syndrome; wernicke; wernicke's
somnolence | ICD10CM:R40.0 | somnolent; drowsiness; drowsy; sleepy; lethargic; sleepiness; unusual sleepiness
obtundation | ICD10CM:R40.1 | obtunded; stuporous; stupor
coma | ICD10CM:R40.20 | comatose; unresponsive; unresponsiveness
dementia | ICD10CM:F03.90 | major neurocognitive disorder; vascular dementia; lewy body dementia; frontotemporal dementia; senile dementia; dementia with behavioral disturbance
memory loss | ICD10CM:R41.3 | memory problems; forgetfulness; memory impairment; short-term memory loss; forgetful; poor memory
# recall found wanting on a cognitive screen: the finding, where "delayed recall" alone is the test
memory loss | ICD10CM:R41.3 | impaired recall; poor recall; reduced recall; recall deficit; recall deficits; deficit in recall; deficits in recall; impaired delayed recall; poor delayed recall; deficit in delayed recall; deficits in delayed recall; impaired short-term recall; poor short-term recall
cognitive impairment | ICD10CM:R41.89 | mild cognitive impairment; mci; cognitive decline; cognitive deficits; neurocognitive disorder
alzheimer disease | ICD10CM:G30.9 | alzheimer's disease; alzheimers disease; alzheimer's dementia; alzheimer dementia; alzheimer's
parkinson disease | ICD10CM:G20 | parkinson's disease; parkinsons disease; parkinson's
parkinsonism | ICD10CM:G20.C | parkinsonian features
multiple sclerosis | ICD10CM:G35 | =MS; relapsing remitting multiple sclerosis; rrms
amyotrophic lateral sclerosis | ICD10CM:G12.21 | als; lou gehrig's disease; motor neuron disease
myasthenia gravis | ICD10CM:G70.00 | mg crisis; myasthenic crisis
guillain-barre syndrome | ICD10CM:G61.0 | guillain barre syndrome; aidp
huntington disease | ICD10CM:G10 | huntington's disease
essential tremor | ICD10CM:G25.0 | benign essential tremor
restless legs syndrome | ICD10CM:G25.81 | rls; restless leg syndrome; restless legs
narcolepsy | ICD10CM:G47.419 |
peripheral neuropathy | ICD10CM:G62.9 | neuropathy; polyneuropathy; sensory neuropathy; peripheral neuropathies
diabetic neuropathy | ICD10CM:E11.40 | diabetic peripheral neuropathy; diabetic polyneuropathy
chemotherapy-induced peripheral neuropathy | ICD10CM:G62.0 | chemotherapy induced neuropathy; cipn; chemotherapy-induced neuropathy
radiculopathy | ICD10CM:M54.10 | lumbar radiculopathy; cervical radiculopathy; sciatica; radicular pain; pinched nerve
spinal stenosis | ICD10CM:M48.00 | lumbar stenosis; lumbar spinal stenosis; cervical stenosis; neural foraminal stenosis; foraminal stenosis; canal stenosis
myelopathy | ICD10CM:G95.9 | cervical myelopathy
cauda equina syndrome | ICD10CM:G83.4 | cauda equina
spinal cord injury | ICD10CM:S14.109A | sci; spinal cord compression; cord compression
bell palsy | ICD10CM:G51.0 | bell's palsy; facial nerve palsy; facial palsy
trigeminal neuralgia | ICD10CM:G50.0 |
postherpetic neuralgia | ICD10CM:B02.29 |
carpal tunnel syndrome | ICD10CM:G56.00 | carpal tunnel; cts
cerebral palsy | ICD10CM:G80.9 |
saddle anesthesia | ICD10CM:R20.0 | saddle paresthesia; saddle numbness
numbness | ICD10CM:R20.0 | numb; decreased sensation; loss of sensation; sensory loss; hypoesthesia; diminished sensation
tingling | ICD10CM:R20.2 | paresthesia; paresthesias; pins and needles; tingly
weakness | ICD10CM:R53.1 | generalized weakness; muscle weakness; focal weakness; arm weakness; leg weakness; extremity weakness; weak; proximal muscle weakness
hemiparesis | ICD10CM:G81.90 | hemiplegia; hemiparetic; one-sided weakness
paraplegia | ICD10CM:G82.20 | paraparesis
quadriplegia | ICD10CM:G82.50 | tetraplegia
facial droop | ICD10CM:R29.810 | facial drooping; facial asymmetry; droop; face drooping; drooping face; face droop
slurred speech | ICD10CM:R47.81 | dysarthria; speech difficulty; difficulty speaking; garbled speech
aphasia | ICD10CM:R47.01 | expressive aphasia; receptive aphasia; word-finding difficulty; word finding difficulty
dysphasia | ICD10CM:R47.02 |
neglect | ICD10CM:R41.4 | hemineglect
tremor | ICD10CM:R25.1 | tremors; resting tremor; intention tremor; shaking; tremulous; tremulousness
ataxia | ICD10CM:R27.0 | unsteady gait; gait instability; gait disturbance; gait abnormality; ataxic gait; imbalance; difficulty walking; gait dysfunction; unsteadiness; loss of balance; trouble walking; off balance
dysmetria | ICD10CM:R27.8 |
focal neurological deficits | ICD10CM:R29.818 | focal neurologic deficit; focal neurological deficit; focal deficits; focal neurologic deficits; focal deficit; neurologic deficit; neurological deficits; neurologic deficits
nystagmus | ICD10CM:H55.00 |
photophobia | ICD10CM:H53.149 | light sensitivity
phonophobia | ICD10CM:H93.239 |
neck stiffness | ICD10CM:M54.2 | nuchal rigidity; stiff neck; meningismus
meningitis | ICD10CM:G03.9 | bacterial meningitis; viral meningitis; aseptic meningitis
encephalitis | ICD10CM:G04.90 | viral encephalitis; hsv encephalitis
brain abscess | ICD10CM:G06.0 |
concussion | ICD10CM:S06.0X0A | mild traumatic brain injury
traumatic brain injury | ICD10CM:S06.9X9A | tbi; head injury; head trauma; closed head injury
loss of consciousness | ICD10CM:R40.20 | loc; lost consciousness; lose consciousness; losing consciousness
clonus | ICD10CM:R25.8 |
hyperreflexia | ICD10CM:R29.2 | brisk reflexes
hyporeflexia | ICD10CM:R29.818 | areflexia; decreased reflexes
babinski sign | ICD10CM:R29.2 | positive babinski; upgoing toes; upgoing plantar response
rigidity | ICD10CM:R29.898 | cogwheel rigidity; muscle rigidity
spasticity | ICD10CM:R25.2 |
dystonia | ICD10CM:G24.9 | dystonic reaction
tardive dyskinesia | ICD10CM:G24.01 |
dyskinesia | ICD10CM:G24.9 | dyskinesias; peak-dose dyskinesia; peak-dose dyskinesias; levodopa-induced dyskinesia; levodopa-induced dyskinesias
akathisia | ICD10CM:G25.71 |
insomnia | ICD10CM:G47.00 | insomnia disorder; difficulty sleeping; trouble sleeping; can't sleep; cannot sleep; can not sleep; unable to sleep; sleeplessness; inability to sleep; sleep disturbance; poor sleep; sleep problems; initial insomnia; middle insomnia; terminal insomnia
early morning awakening | ICD10CM:G47.00 | early morning awakenings
night waking | ICD10CM:G47.00 | night wakings; night awakening; night awakenings; nighttime awakening; nighttime awakenings; nocturnal awakening; nocturnal awakenings
hypersomnia | ICD10CM:G47.10 | excessive daytime sleepiness; daytime sleepiness
nightmares | ICD10CM:F51.5 | bad dreams
# losing the way on a known route, told as it goes on: the lay sign of failing memory
getting lost | ICD10CM:R41.0 |
parasomnia | ICD10CM:G47.50 | sleepwalking; sleep walking; night terrors; rem sleep behavior disorder
fatigue | ICD10CM:R53.83 | tiredness; tired; washed out; wiped out; worn out; run down; rundown; exhaustion; lethargy; malaise; fatigued; low energy; decreased energy; lack of energy; feeling tired; generalized fatigue; easily fatigued; anergia
depression | ICD10CM:F32.9 | depressive disorder; depressive symptoms; clinical depression; depressed; depressive episode
major depressive disorder | ICD10CM:F32.9 | mdd; major depression; recurrent major depressive disorder; unipolar depression; major depressive episode
depressed mood | ICD10CM:R45.89 | low mood; sad mood; sadness; feeling down; feeling depressed; down mood; dysphoria; dysphoric mood; dysphoric
persistent depressive disorder | ICD10CM:F34.1 | dysthymia; dysthymic disorder
postpartum depression | ICD10CM:F53.0 | postnatal depression
seasonal affective disorder | ICD10CM:F33.8 |
alcohol-induced depressive disorder | ICD10CM:F10.94 | substance-induced depressive disorder; substance induced mood disorder; substance-induced mood disorder
anxiety | ICD10CM:F41.9 | anxious; anxiety symptoms; nervousness; excessive worry; feeling anxious; anxiousness
anxiety disorder | ICD10CM:F41.9 | anxiety disorders
generalized anxiety disorder | ICD10CM:F41.1 | gad
panic disorder | ICD10CM:F41.0 | panic attacks; panic attack; panic
social anxiety disorder | ICD10CM:F40.10 | social phobia
specific phobia | ICD10CM:F40.9 | phobia
agoraphobia | ICD10CM:F40.00 |
obsessive-compulsive disorder | ICD10CM:F42.9 | ocd; obsessive compulsive disorder
obsessions | ICD10CM:F42.9 | obsessive thoughts; intrusive thoughts
compulsions | ICD10CM:F42.9 | compulsive behavior; checking behavior
post-traumatic stress disorder | ICD10CM:F43.10 | ptsd; posttraumatic stress disorder; post traumatic stress disorder
acute stress disorder | ICD10CM:F43.0 |
adjustment disorder | ICD10CM:F43.20 | adjustment disorder with depressed mood; adjustment disorder with anxiety; adjustment disorder with mixed anxiety and depressed mood
bipolar disorder | ICD10CM:F31.9 | bipolar affective disorder; bipolar i disorder; bipolar ii disorder; bipolar 1 disorder; bipolar 2 disorder; bipolar depression; bipolar; manic depression; bipolar type i; bipolar type ii
mania | ICD10CM:F30.9 | manic episode; manic symptoms; manic; hypomania; hypomanic episode; hypomanic; mixed episode
cyclothymia | ICD10CM:F34.0 | cyclothymic disorder
schizophrenia | ICD10CM:F20.9 | paranoid schizophrenia
schizoaffective disorder | ICD10CM:F25.9 | schizoaffective disorder bipolar type; schizoaffective
schizophreniform disorder | ICD10CM:F20.81 |
brief psychotic disorder | ICD10CM:F23 |
delusional disorder | ICD10CM:F22 |
psychosis | ICD10CM:F29 | psychotic disorder; psychotic symptoms; psychotic features; first episode psychosis; psychotic
hallucinations | ICD10CM:R44.3 | auditory hallucinations; visual hallucinations; command hallucinations; tactile hallucinations; hallucinating; avh; =AH; auditory and visual hallucinations; responding to internal stimuli; hears voices; hearing voices
delusions | ICD10CM:F22 | delusion; delusional; paranoid delusions; grandiose delusions; persecutory delusions; delusional thinking; grandiosity
paranoia | ICD10CM:F22 | paranoid; paranoid ideation; paranoid thoughts; persecutory ideation
thought disorder | ICD10CM:R41.89 | disorganized thinking; formal thought disorder; disorganized thought process; disorganized
loose associations | ICD10CM:R41.89 | loosening of associations
tangentiality | ICD10CM:R41.89 | tangential; tangential thought process
circumstantiality | ICD10CM:R41.89 | circumstantial
flight of ideas | ICD10CM:R41.89 |
thought blocking | ICD10CM:R41.89 |
racing thoughts | ICD10CM:R41.89 |
pressured speech | ICD10CM:R47.89 | rapid speech
poverty of speech | ICD10CM:R47.89 | alogia
flat affect | ICD10CM:R45.89 | blunted affect; flattened affect; restricted affect; constricted affect; constricted; blunted
labile affect | ICD10CM:R45.86 | lability; emotional lability; mood lability; labile
irritability | ICD10CM:R45.4 | irritable; irritable mood; agitation; agitated; restlessness; restless
psychomotor agitation | ICD10CM:R45.1 |
psychomotor retardation | ICD10CM:R46.4 | psychomotor slowing
catatonia | ICD10CM:F06.1 | catatonic
anhedonia | ICD10CM:R45.84 | loss of interest; lack of interest; decreased interest
hopelessness | ICD10CM:R45.2 | hopeless; feeling hopeless
helplessness | ICD10CM:R45.89 | helpless
worthlessness | ICD10CM:R45.89 | feelings of worthlessness; worthless
guilt | ICD10CM:R45.89 | feelings of guilt; excessive guilt; guilty
poor concentration | ICD10CM:R41.840 | difficulty concentrating; decreased concentration; trouble concentrating; impaired concentration; inattention; inattentive; distractibility; distractible; attention problems; trouble paying attention
decreased need for sleep | ICD10CM:R45.89 |
impulsivity | ICD10CM:R45.87 | impulsive; impulsive behavior
tearful | ICD10CM:R45.83 | tearfulness; crying spells
disheveled | ICD10CM:R46.0 | poor hygiene; unkempt; poorly groomed
poor eye contact | ICD10CM:R46.89 | limited eye contact
poor insight | ICD10CM:R46.89 | impaired insight; limited insight; lack of insight
poor judgment | ICD10CM:R41.89 | impaired judgment
suicidal ideation | ICD10CM:R45.851 | suicidal thoughts; thoughts of suicide; si; suicidality; suicidal; active suicidal ideation; passive suicidal ideation; thoughts of killing herself; thoughts of killing himself; suicidal ideations
passive death wish | ICD10CM:R45.851 | wish to be dead; thoughts of death; death wish
suicide attempt | ICD10CM:T14.91XA | suicide attempts; attempted suicide; suicidal attempt; overdose attempt
suicide | ICD10CM:T14.91XA | completed suicide
self-harm | ICD10CM:R45.88 | self harm; self-injurious behavior; self injurious behavior; self-mutilation; non-suicidal self-injury; nssi
homicidal ideation | ICD10CM:R45.850 | homicidal thoughts; hi; homicidal
violence | ICD10CM:R45.6 | violent behavior; aggression; aggressive behavior; assaultive behavior
eating disorder | ICD10CM:F50.9 |
anorexia nervosa | ICD10CM:F50.00 |
bulimia nervosa | ICD10CM:F50.20 | bulimia
binge eating disorder | ICD10CM:F50.819 | binge eating
purging | ICD10CM:F50.89 | self-induced vomiting; purging behavior; purging behaviors
attention deficit hyperactivity disorder | ICD10CM:F90.9 | adhd; attention deficit disorder; attention-deficit/hyperactivity disorder
autism spectrum disorder | ICD10CM:F84.0 | autism; autistic
# a repetitive movement of the hands, told as one of autism's signs
hand flapping | ICD10CM:F98.4 | hand-flapping
intellectual disability | ICD10CM:F79 | intellectual developmental disorder; mental retardation
learning disability | ICD10CM:F81.9 | dyslexia
conduct disorder | ICD10CM:F91.9 |
oppositional defiant disorder | ICD10CM:F91.3 |
tourette syndrome | ICD10CM:F95.2 | tic disorder; tics
personality disorder | ICD10CM:F60.9 |
borderline personality disorder | ICD10CM:F60.3 | bpd; borderline personality
antisocial personality disorder | ICD10CM:F60.2 |
narcissistic personality disorder | ICD10CM:F60.81 |
somatic symptom disorder | ICD10CM:F45.1 | somatization; somatization disorder
conversion disorder | ICD10CM:F44.9 | functional neurological disorder
dissociative disorder | ICD10CM:F44.9 | dissociation; dissociative identity disorder
gender dysphoria | ICD10CM:F64.9 |
grief | ICD10CM:F43.20 | bereavement; complicated grief
psychosocial stress | ICD10CM:Z73.3 | situational stress; stressors
burnout | ICD10CM:Z73.0 |
substance abuse | ICD10CM:F19.10 | drug abuse; illicit drug use; substance use disorder; polysubstance abuse; polysubstance use; drug use; substance use; illicit drugs; recreational drug use; drug addiction; addiction; polysubstance use disorder
alcohol use disorder | ICD10CM:F10.90 | heavy drinker; heavy drinkers; problem drinker; alcohol abuse; alcoholism; alcohol dependence; etoh abuse; etoh dependence; alcohol misuse; heavy alcohol use; heavy drinking; alcohol use; alcohol; etoh; excessive alcohol use; ethanol abuse; binge drinking; alcoholic; alcohol addiction
alcohol withdrawal | ICD10CM:F10.930 | etoh withdrawal; alcohol withdrawal syndrome; withdrawal symptoms; withdrawal
alcohol withdrawal seizure | ICD10CM:F10.939 | withdrawal seizures; withdrawal seizure; alcohol withdrawal seizures
delirium tremens | ICD10CM:F10.931 | dts
alcohol intoxication | ICD10CM:F10.929 | intoxication; intoxicated; drunk; etoh intoxication
tobacco use | ICD10CM:Z72.0 | smoking; smoker; nicotine; vaping; vape use; e-cigarette use; e-cigarettes; electronic cigarette use; cigarette smoking; tobacco abuse; nicotine dependence; tobacco use disorder; current smoker; tobacco; cigarette use; chewing tobacco; smokeless tobacco; nicotine use; vaping; e-cigarette use; former smoker; ex-smoker; pack year history; tobacco dependence; smokers
opioid use disorder | ICD10CM:F11.90 | opioid dependence; opioid abuse; opioid addiction; heroin use; heroin abuse; heroin; opiate abuse; opiate dependence; oud; opioid misuse
opioid withdrawal | ICD10CM:F11.93 | opiate withdrawal
opioid overdose | ICD10CM:T40.601A | heroin overdose
overdose | ICD10CM:T50.901A | drug overdose; intentional overdose; accidental overdose; ingestion; intentional ingestion
cannabis use | ICD10CM:F12.90 | cannabis; marijuana use; marijuana; thc use; cannabis abuse; weed; pot use
cannabis use disorder | ICD10CM:F12.10 | cannabis dependence; marijuana dependence
cannabis hyperemesis syndrome | ICD10CM:R11.16 | cannabinoid hyperemesis syndrome
cocaine use | ICD10CM:F14.90 | cocaine abuse; cocaine; crack cocaine; cocaine use disorder; crack use
methamphetamine use | ICD10CM:F15.90 | methamphetamine; meth use; amphetamine abuse; stimulant use disorder; methamphetamine abuse; stimulant use
benzodiazepine use disorder | ICD10CM:F13.10 | benzodiazepine abuse; benzodiazepine dependence; benzo abuse
injection drug use | ICD10CM:F19.90 | iv drug use; iv drug user; ivdu; injection drug user; iv drug abuser; intravenous drug use; pwid; ivda; iv drug abuse
gambling disorder | ICD10CM:F63.0 | gambling
medication nonadherence | ICD10CM:Z91.148 | nonadherence; noncompliance; non-compliance; medication noncompliance; medication non-compliance; non-adherence; medication non-adherence; nonadherent; noncompliant; poor adherence; poor compliance
sexual dysfunction | ICD10CM:R37 | sexual side effects; low libido; decreased libido; loss of libido
caffeine use | ICD10CM:F15.90 |
caffeine withdrawal | ICD10CM:F15.93 | caffeine withdrawal headache
amnesia | ICD10CM:R41.3 | retrograde amnesia; anterograde amnesia
hypervigilance | ICD10CM:R46.89 | hypervigilant
ideas of reference | ICD10CM:R41.89 | idea of reference
shakiness | ICD10CM:R25.1 | shaky; feeling shaky; jitteriness; jittery
staring spells | ICD10CM:R40.4 | spells of staring; staring episodes
tongue biting | ICD10CM:S01.512A | bit her tongue; bit his tongue; tongue bite
bruxism | ICD10CM:F45.8 | teeth grinding; grinding her teeth; grinding his teeth; grinds her teeth; grinds his teeth
cataplexy | |
dream enactment | | dream enactment behavior; acting out dreams
lip smacking | |
craving | | cravings; drug cravings; alcohol cravings
fear of falling | |
reduced arm swing | | decreased arm swing
`
