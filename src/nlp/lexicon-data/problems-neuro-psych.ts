/**
 * Neurological and psychiatric problems, substance use, and the findings of a neurological or
 * mental status examination. Same line format and code policy as problems-cardiopulmonary.ts.
 * Substance use is annotated when named by a noun ("smoker", "etoh"), never by a verb.
 */
export const NEURO_PSYCH_PROBLEM_LINES = `
stroke | ICD10CM:I63.9 | cerebrovascular accident; cva; cerebral infarction; ischemic stroke; brain attack; cerebral infarct; cerebrovascular disease; embolic stroke; lacunar infarct; lacunar stroke; strokes; cvas
mca infarct | | mca stroke; middle cerebral artery infarct; middle cerebral artery stroke
hemorrhagic stroke | | hemorrhagic cva
transient ischemic attack | | tia; mini stroke; mini-stroke; tias
intracranial hemorrhage | | intracerebral hemorrhage; brain bleed; ich; intraparenchymal hemorrhage; cerebral hemorrhage
subarachnoid hemorrhage | | sah
subdural hematoma | | sdh; subdural hemorrhage; subdural
epidural hematoma | |
infarct | | infarcts; infarction
cerebral aneurysm | | brain aneurysm; intracranial aneurysm
cerebral edema | | brain swelling
hydrocephalus | | normal pressure hydrocephalus
intracranial abnormality | | intracranial process; acute intracranial process; intracranial pathology
mass effect | | midline shift
brain tumor | | brain mass; brain lesion; intracranial mass
glioblastoma | | gbm; glioma
meningioma | |
brain metastases | | brain mets; brain metastasis; cerebral metastases
headache | ICD10CM:R51 | headaches; cephalgia; head pain; ha; frontal headache; occipital headache; thunderclap headache
migraine | ICD10CM:G43 | migraines; migraine headache; migraine headaches; migraine with aura; migraine without aura
tension headache | | tension-type headache; tension headaches
cluster headache | |
medication overuse headache | | rebound headache
post-concussive syndrome | | postconcussion syndrome; post-concussion syndrome
dizziness | ICD10CM:R42 | dizzy; lightheadedness; lightheaded; light-headedness; light headed; light-headed; woozy
vertigo | | vertiginous; room spinning
benign paroxysmal positional vertigo | | bppv
vestibular neuritis | | labyrinthitis
meniere disease | | meniere's disease
seizure | ICD10CM:R56.9 | seizures; convulsion; convulsions; seizure disorder; seizure activity; tonic-clonic seizure; generalized seizure; focal seizure; partial seizure; absence seizure; grand mal seizure; breakthrough seizure; seizure-like activity
status epilepticus | |
epilepsy | | epileptic
febrile seizure | | febrile seizures
postictal state | | postictal
pseudoseizures | | psychogenic nonepileptic seizures; pnes; nonepileptic seizures
altered mental status |  | ams; confusion; confused; disorientation; disoriented; mental status change; mental status changes; altered sensorium; change in mental status
delirium |  | hyperactive delirium; hypoactive delirium; icu delirium; acute encephalopathy
encephalopathy | | toxic metabolic encephalopathy; metabolic encephalopathy; toxic encephalopathy; septic encephalopathy
wernicke encephalopathy | | wernicke's encephalopathy; wernicke-korsakoff syndrome; korsakoff syndrome
somnolence | | somnolent; drowsiness; drowsy; sleepy; lethargic
obtundation | | obtunded; stuporous; stupor
coma | | comatose; unresponsive; unresponsiveness
dementia | ICD10CM:F03.90 | major neurocognitive disorder; vascular dementia; lewy body dementia; frontotemporal dementia; senile dementia; dementia with behavioral disturbance
memory loss | | memory problems; forgetfulness; memory impairment; short-term memory loss; forgetful; poor memory
cognitive impairment | | mild cognitive impairment; mci; cognitive decline; cognitive deficits; neurocognitive disorder
alzheimer disease | ICD10CM:G30.9 | alzheimer's disease; alzheimers disease; alzheimer's dementia; alzheimer dementia; alzheimer's
parkinson disease | ICD10CM:G20 | parkinson's disease; parkinsons disease; parkinson's
parkinsonism | | parkinsonian features
multiple sclerosis | ICD10CM:G35 | =MS; relapsing remitting multiple sclerosis; rrms
amyotrophic lateral sclerosis | | als; lou gehrig's disease; motor neuron disease
myasthenia gravis | | mg crisis; myasthenic crisis
guillain-barre syndrome | | guillain barre syndrome; aidp
huntington disease | | huntington's disease
essential tremor | | benign essential tremor
restless legs syndrome | | rls; restless leg syndrome; restless legs
narcolepsy | |
peripheral neuropathy | | neuropathy; polyneuropathy; sensory neuropathy; peripheral neuropathies
diabetic neuropathy | | diabetic peripheral neuropathy; diabetic polyneuropathy
chemotherapy-induced peripheral neuropathy | | chemotherapy induced neuropathy; cipn; chemotherapy-induced neuropathy
radiculopathy | | lumbar radiculopathy; cervical radiculopathy; sciatica; radicular pain; pinched nerve
spinal stenosis | | lumbar stenosis; lumbar spinal stenosis; cervical stenosis; neural foraminal stenosis; foraminal stenosis; canal stenosis
myelopathy | | cervical myelopathy
cauda equina syndrome | | cauda equina
spinal cord injury | | sci; spinal cord compression; cord compression
bell palsy | | bell's palsy; facial nerve palsy; facial palsy
trigeminal neuralgia | |
postherpetic neuralgia | |
carpal tunnel syndrome | | carpal tunnel; cts
cerebral palsy | |
saddle anesthesia | | saddle paresthesia; saddle numbness
numbness | | numb; decreased sensation; loss of sensation; sensory loss; hypoesthesia; diminished sensation
tingling | | paresthesia; paresthesias; pins and needles; tingly
weakness | | generalized weakness; muscle weakness; focal weakness; arm weakness; leg weakness; extremity weakness; weak; proximal muscle weakness
hemiparesis |  | hemiplegia; hemiparetic; one-sided weakness
paraplegia | | paraparesis
quadriplegia | | tetraplegia
facial droop | | facial drooping; facial asymmetry; droop
slurred speech | | dysarthria; speech difficulty; difficulty speaking; garbled speech
aphasia | | expressive aphasia; receptive aphasia; word-finding difficulty; word finding difficulty
dysphasia | |
neglect | | hemineglect
tremor | | tremors; resting tremor; intention tremor; shaking
ataxia | | unsteady gait; gait instability; gait disturbance; gait abnormality; ataxic gait; imbalance; difficulty walking; gait dysfunction; unsteadiness
dysmetria | |
focal neurological deficits | | focal neurologic deficit; focal neurological deficit; focal deficits; focal neurologic deficits; focal deficit; neurologic deficit; neurological deficits; neurologic deficits
nystagmus | |
photophobia | | light sensitivity
phonophobia | |
neck stiffness | | nuchal rigidity; stiff neck; meningismus
meningitis | | bacterial meningitis; viral meningitis; aseptic meningitis
encephalitis | | viral encephalitis; hsv encephalitis
brain abscess | |
concussion | | mild traumatic brain injury
traumatic brain injury | | tbi; head injury; head trauma; closed head injury
loss of consciousness | | =LOC; loc; lost consciousness
clonus | |
hyperreflexia | | brisk reflexes
hyporeflexia | | areflexia; decreased reflexes
babinski sign | | positive babinski; upgoing toes; upgoing plantar response
rigidity | | cogwheel rigidity; muscle rigidity
spasticity | |
dystonia |  | dystonic reaction
tardive dyskinesia | |
akathisia | |
insomnia | | insomnia disorder; difficulty sleeping; trouble sleeping; can't sleep; cannot sleep; can not sleep; unable to sleep; sleeplessness; inability to sleep; sleep disturbance; poor sleep; sleep problems; initial insomnia; middle insomnia; terminal insomnia
early morning awakening | | early morning awakenings
hypersomnia | | excessive daytime sleepiness; daytime sleepiness
nightmares | | bad dreams
parasomnia | | sleepwalking; sleep walking; night terrors; rem sleep behavior disorder
fatigue | ICD10CM:R53.83 | tiredness; tired; washed out; wiped out; worn out; run down; rundown; exhaustion; lethargy; malaise; fatigued; low energy; decreased energy; lack of energy; feeling tired; generalized fatigue; easily fatigued; anergia
depression | ICD10CM:F32.9 | depressive disorder; depressive symptoms; clinical depression; depressed; depressive episode
major depressive disorder | | mdd; major depression; recurrent major depressive disorder; unipolar depression; major depressive episode
depressed mood | | low mood; sad mood; sadness; feeling down; feeling depressed; down mood; dysphoria; dysphoric mood; dysphoric
persistent depressive disorder | | dysthymia; dysthymic disorder
postpartum depression | | postnatal depression
seasonal affective disorder | |
alcohol-induced depressive disorder | | substance-induced depressive disorder; substance induced mood disorder; substance-induced mood disorder
anxiety | ICD10CM:F41.9 | anxious; anxiety symptoms; nervousness; excessive worry; feeling anxious; anxiousness
anxiety disorder | | anxiety disorders
generalized anxiety disorder | | gad
panic disorder | | panic attacks; panic attack
social anxiety disorder | | social phobia
specific phobia | | phobia
agoraphobia | |
obsessive-compulsive disorder | | ocd; obsessive compulsive disorder
obsessions | | obsessive thoughts; intrusive thoughts
compulsions | | compulsive behavior; checking behavior
post-traumatic stress disorder | ICD10CM:F43.10 | ptsd; posttraumatic stress disorder; post traumatic stress disorder
acute stress disorder | |
adjustment disorder | | adjustment disorder with depressed mood; adjustment disorder with anxiety; adjustment disorder with mixed anxiety and depressed mood
bipolar disorder | ICD10CM:F31.9 | bipolar affective disorder; bipolar i disorder; bipolar ii disorder; bipolar 1 disorder; bipolar 2 disorder; bipolar depression; bipolar; manic depression; bipolar type i; bipolar type ii
mania | | manic episode; manic symptoms; manic; hypomania; hypomanic episode; hypomanic; mixed episode
cyclothymia | | cyclothymic disorder
schizophrenia | ICD10CM:F20.9 | paranoid schizophrenia
schizoaffective disorder | | schizoaffective disorder bipolar type; schizoaffective
schizophreniform disorder | |
brief psychotic disorder | |
delusional disorder | |
psychosis |  | psychotic disorder; psychotic symptoms; psychotic features; first episode psychosis; psychotic
hallucinations | | auditory hallucinations; visual hallucinations; command hallucinations; tactile hallucinations; hallucinating; avh; =AH; auditory and visual hallucinations; responding to internal stimuli
delusions | | delusion; delusional; paranoid delusions; grandiose delusions; persecutory delusions; delusional thinking; grandiosity
paranoia | | paranoid; paranoid ideation; paranoid thoughts; persecutory ideation
thought disorder | | disorganized thinking; formal thought disorder; disorganized thought process; disorganized
loose associations | | loosening of associations
tangentiality | | tangential; tangential thought process
circumstantiality | | circumstantial
flight of ideas | |
thought blocking | |
racing thoughts | |
pressured speech | | rapid speech
poverty of speech | | alogia
flat affect | | blunted affect; flattened affect; restricted affect; constricted affect; constricted; blunted
labile affect | | lability; emotional lability; mood lability; labile
irritability | | irritable; irritable mood; agitation; agitated; restlessness; restless
psychomotor agitation | |
psychomotor retardation | | psychomotor slowing
catatonia | | catatonic
anhedonia | | loss of interest; lack of interest; decreased interest
hopelessness | | hopeless; feeling hopeless
helplessness | | helpless
worthlessness | | feelings of worthlessness; worthless
guilt | | feelings of guilt; excessive guilt; guilty
poor concentration | | difficulty concentrating; decreased concentration; trouble concentrating; impaired concentration; inattention; inattentive; distractibility; distractible
decreased need for sleep | |
impulsivity | | impulsive; impulsive behavior
tearful | | tearfulness; crying spells; crying
disheveled | | poor hygiene; unkempt; poorly groomed
poor eye contact | | limited eye contact
poor insight | | impaired insight; limited insight; lack of insight
poor judgment | | impaired judgment
suicidal ideation | | suicidal thoughts; thoughts of suicide; si; suicidality; suicidal; active suicidal ideation; passive suicidal ideation; thoughts of killing herself; thoughts of killing himself; suicidal ideations
passive death wish | | wish to be dead; thoughts of death; death wish
suicide attempt | | suicide attempts; attempted suicide; suicidal attempt; overdose attempt
suicide | | completed suicide
self-harm | | self harm; self-injurious behavior; self injurious behavior; self-mutilation; non-suicidal self-injury; nssi
homicidal ideation | | homicidal thoughts; hi; homicidal
violence | | violent behavior; aggression; aggressive behavior; assaultive behavior
eating disorder | |
anorexia nervosa | |
bulimia nervosa | | bulimia
binge eating disorder | | binge eating
attention deficit hyperactivity disorder | ICD10CM:F90.9 | adhd; attention deficit disorder; attention-deficit/hyperactivity disorder
autism spectrum disorder | | autism; autistic
intellectual disability | | intellectual developmental disorder; mental retardation
learning disability | | dyslexia
conduct disorder | |
oppositional defiant disorder | |
tourette syndrome | | tic disorder; tics
personality disorder | |
borderline personality disorder | | bpd; borderline personality
antisocial personality disorder | |
narcissistic personality disorder | |
somatic symptom disorder | | somatization; somatization disorder
conversion disorder | | functional neurological disorder
dissociative disorder | | dissociation; dissociative identity disorder
gender dysphoria | |
grief | | bereavement; complicated grief
psychosocial stress | | situational stress; stressors
burnout | |
substance abuse | | drug abuse; illicit drug use; substance use disorder; polysubstance abuse; polysubstance use; drug use; substance use; illicit drugs; recreational drug use; drug addiction; addiction; polysubstance use disorder
alcohol use disorder | | heavy drinker; heavy drinkers; problem drinker; alcohol abuse; alcoholism; alcohol dependence; etoh abuse; etoh dependence; alcohol misuse; heavy alcohol use; heavy drinking; alcohol use; alcohol; etoh; excessive alcohol use; ethanol abuse; binge drinking; alcoholic; alcohol addiction
alcohol withdrawal | | etoh withdrawal; alcohol withdrawal syndrome; withdrawal symptoms; withdrawal
alcohol withdrawal seizure | | withdrawal seizures; withdrawal seizure; alcohol withdrawal seizures
delirium tremens | | dts
alcohol intoxication |  | intoxication; intoxicated; drunk; etoh intoxication
tobacco use | | smoking; smoker; nicotine; vaping; vape use; e-cigarette use; e-cigarettes; electronic cigarette use; cigarette smoking; tobacco abuse; nicotine dependence; tobacco use disorder; current smoker; tobacco; cigarette use; chewing tobacco; smokeless tobacco; nicotine use; vaping; e-cigarette use; former smoker; ex-smoker; pack year history; tobacco dependence; smokers
opioid use disorder | | opioid dependence; opioid abuse; opioid addiction; heroin use; heroin abuse; heroin; opiate abuse; opiate dependence; oud; opioid misuse
opioid withdrawal | | opiate withdrawal
opioid overdose | | heroin overdose
overdose | | drug overdose; intentional overdose; accidental overdose; ingestion; intentional ingestion
cannabis use | | cannabis; marijuana use; marijuana; thc use; cannabis abuse; weed; pot use
cannabis use disorder | | cannabis dependence; marijuana dependence
cannabis hyperemesis syndrome | | cannabinoid hyperemesis syndrome
cocaine use | | cocaine abuse; cocaine; crack cocaine; cocaine use disorder; crack use
methamphetamine use | | methamphetamine; meth use; amphetamine abuse; stimulant use disorder; methamphetamine abuse; stimulant use
benzodiazepine use disorder | | benzodiazepine abuse; benzodiazepine dependence; benzo abuse
injection drug use | | iv drug use; iv drug user; ivdu; injection drug user; iv drug abuser; intravenous drug use; pwid; ivda; iv drug abuse
gambling disorder | | gambling
medication nonadherence | | nonadherence; noncompliance; non-compliance; medication noncompliance; medication non-compliance; non-adherence; medication non-adherence; nonadherent; noncompliant; poor adherence; poor compliance
sexual dysfunction | | sexual side effects; low libido; decreased libido; loss of libido
caffeine use | |
amnesia | | retrograde amnesia; anterograde amnesia
hypervigilance | | hypervigilant
ideas of reference | | idea of reference
shakiness | | shaky; feeling shaky; jitteriness; jittery
`
