/**
 * The built-in lexicon's data modules by concept type, in the order they are read: a term
 * written by an earlier module wins over the same term in a later one. Lines are
 * `preferred | code | synonym; synonym` (see lexicon.ts for the bracket and '=' notations).
 */
import type { ConceptType } from '../types.js'
import { ALLERGEN_MEDICATION_LINES } from './medications-allergens.js'
import { CARDIOMETABOLIC_MEDICATION_LINES } from './medications-cardiometabolic.js'
import { NEONATAL_MEDICATION_LINES } from './medications-neonatal.js'
import { SHORT_NAME_MEDICATION_LINES } from './medications-short-names.js'
import { NEURO_MEDICATION_LINES } from './medications-neuro.js'
import { OTHER_MEDICATION_LINES } from './medications-other.js'
import { SPECIALTY_FAMILY_MEDICATION_LINES } from './medications-specialty-families.js'
import { SUPPORTIVE_FAMILY_MEDICATION_LINES } from './medications-supportive-families.js'
import { SPECIALTY_MEDICATION_LINES } from './medications-specialty.js'
import { VACCINE_MEDICATION_LINES } from './medications-vaccines.js'
import { OBSTETRIC_PROBLEM_LINES, OBSTETRIC_PROCEDURE_LINES, OBSTETRIC_TEST_LINES } from './obstetric-terms.js'
import { ABDOMINAL_PROBLEM_LINES } from './problems-abdominal.js'
import { ACUTE_CARE_PROBLEM_LINES } from './problems-acute-care.js'
import { BODY_PROBLEM_LINES } from './problems-body.js'
import {
  BREAST_AND_LACTATION_MEDICATION_LINES,
  BREAST_AND_LACTATION_PROBLEM_LINES,
  BREAST_AND_LACTATION_PROCEDURE_LINES,
} from './problems-breast-and-lactation.js'
import { CERVICAL_CYTOLOGY_PROBLEM_LINES } from './problems-cervical-cytology.js'
import { CARDIOPULMONARY_PROBLEM_LINES } from './problems-cardiopulmonary.js'
import {
  DENTAL_AND_HEARING_MEDICATION_LINES,
  DENTAL_AND_HEARING_PROBLEM_LINES,
  DENTAL_AND_HEARING_PROCEDURE_LINES,
} from './problems-dental-and-hearing.js'
import { FINDING_PROBLEM_LINES } from './problems-findings.js'
import { INFECTION_PROBLEM_LINES } from './problems-infections.js'
import { MONOCLONAL_PROTEIN_PROBLEM_LINES } from './problems-monoclonal-proteins.js'
import { GENETIC_SYNDROME_PROBLEM_LINES } from './problems-genetic-syndromes.js'
import { MODALITY_FINDING_PROBLEM_LINES } from './problems-report-findings-by-modality.js'
import { NEURO_PSYCH_PROBLEM_LINES } from './problems-neuro-psych.js'
import { NAMED_SIGN_PROBLEM_LINES } from './problems-named-signs.js'
import { NODE_PROBLEM_LINES, NODE_PROCEDURE_LINES } from './problems-nodes-by-site.js'
import { SPECIALTY_EXAM_PROBLEM_LINES } from './problems-exam-by-specialty.js'
import { PREDICATIVE_PROBLEM_LINES } from './problems-predicative.js'
import { ORGAN_STATE_PROBLEM_LINES } from './problems-organ-states.js'
import { LAY_DIFFICULTY_PROBLEM_LINES } from './problems-lay-difficulties.js'
import { LAY_SYMPTOM_PROBLEM_LINES } from './problems-lay-symptoms.js'
import { LAY_CLAUSE_PROBLEM_LINES } from './problems-lay-clauses.js'
import { CARE_COMPLICATION_PROBLEM_LINES } from './problems-complications-of-care.js'
import { TWO_SENSE_PROBLEM_LINES } from './problems-two-senses.js'
import { SHORTHAND_PROBLEM_LINES } from './problems-shorthand.js'
import { REPORT_FINDING_PROBLEM_LINES } from './problems-report-findings.js'
import { EEG_PROCEDURE_LINES, SEIZURE_SIGN_PROBLEM_LINES } from './problems-seizure-signs.js'
import { SIGN_PROBLEM_LINES } from './problems-signs-by-system.js'
import { SMEAR_FINDING_PROBLEM_LINES } from './problems-smear-findings.js'
import { SPECIALTY_FINDING_PROBLEM_LINES } from './problems-specialty-findings.js'
import { SPECIALTY_PROBLEM_LINES } from './problems-specialty.js'
import { SUBSTANCE_PROBLEM_LINES } from './problems-substances.js'
import { SYSTEMIC_PROBLEM_LINES } from './problems-systemic.js'
import { VASCULAR_FINDING_PROBLEM_LINES } from './problems-vascular-findings.js'
import { INTERVENTION_PROCEDURE_LINES } from './procedures-interventions.js'
import { NAMED_OPERATION_PROCEDURE_LINES } from './procedures-named-operations.js'
import { NURSING_AND_HOME_CARE_PROCEDURE_LINES } from './procedures-nursing-and-home-care.js'
import { CONSERVATIVE_CARE_PROCEDURE_LINES } from './procedures-conservative-care.js'
import { SPECIALTY_PROCEDURE_LINES } from './procedures-specialty.js'
import { PROCEDURE_LINES } from './procedures.js'
import { ORGAN_TEST_LINES } from './tests-by-organ.js'
import { EYE_EXAM_TEST_LINES } from './tests-eye-exam.js'
import { EXAM_MANEUVER_TEST_LINES } from './tests-exam-maneuvers.js'
import { MEASURE_TEST_LINES } from './tests-measures.js'
import { SCALE_AND_STUDY_TEST_LINES } from './tests-scales-and-studies.js'
import { SCALES_ACROSS_SPECIALTIES_TEST_LINES } from './tests-scales-across-specialties.js'
import { SERUM_ANALYTE_TEST_LINES } from './tests-serum-analytes.js'
import { SCORE_AND_REPORT_MEASURE_TEST_LINES } from './tests-scores-and-report-measures.js'
import { SPECIALTY_TEST_LINES } from './tests-specialty.js'
import { STAGE_AND_GRADE_TEST_LINES } from './tests-stages-and-grades.js'
import { TARGET_NAMED_TEST_LINES } from './tests-named-by-target.js'
import { PULSE_AND_LUNG_FUNCTION_TEST_LINES } from './tests-pulses-and-lung-function.js'
import { TEST_LINES } from './tests.js'

export const BUILTIN_DATA: readonly { type: ConceptType; modules: readonly string[] }[] = [
  {
    type: 'problem',
    modules: [
      CARDIOPULMONARY_PROBLEM_LINES, ABDOMINAL_PROBLEM_LINES, NEURO_PSYCH_PROBLEM_LINES, SYSTEMIC_PROBLEM_LINES,
      BODY_PROBLEM_LINES, FINDING_PROBLEM_LINES, ACUTE_CARE_PROBLEM_LINES, SPECIALTY_PROBLEM_LINES,
      LAY_SYMPTOM_PROBLEM_LINES, TWO_SENSE_PROBLEM_LINES, SUBSTANCE_PROBLEM_LINES,
      SIGN_PROBLEM_LINES, OBSTETRIC_PROBLEM_LINES, INFECTION_PROBLEM_LINES, SHORTHAND_PROBLEM_LINES,
      SEIZURE_SIGN_PROBLEM_LINES, CERVICAL_CYTOLOGY_PROBLEM_LINES, BREAST_AND_LACTATION_PROBLEM_LINES,
      DENTAL_AND_HEARING_PROBLEM_LINES, REPORT_FINDING_PROBLEM_LINES, SPECIALTY_EXAM_PROBLEM_LINES,
      PREDICATIVE_PROBLEM_LINES, ORGAN_STATE_PROBLEM_LINES, VASCULAR_FINDING_PROBLEM_LINES,
      SPECIALTY_FINDING_PROBLEM_LINES, LAY_DIFFICULTY_PROBLEM_LINES, MONOCLONAL_PROTEIN_PROBLEM_LINES,
      GENETIC_SYNDROME_PROBLEM_LINES, MODALITY_FINDING_PROBLEM_LINES, NODE_PROBLEM_LINES, NAMED_SIGN_PROBLEM_LINES,
      LAY_CLAUSE_PROBLEM_LINES, CARE_COMPLICATION_PROBLEM_LINES, SMEAR_FINDING_PROBLEM_LINES,
    ],
  },
  {
    type: 'medication',
    modules: [
      CARDIOMETABOLIC_MEDICATION_LINES, NEURO_MEDICATION_LINES, OTHER_MEDICATION_LINES, SPECIALTY_MEDICATION_LINES,
      ALLERGEN_MEDICATION_LINES, NEONATAL_MEDICATION_LINES, SHORT_NAME_MEDICATION_LINES, VACCINE_MEDICATION_LINES,
      BREAST_AND_LACTATION_MEDICATION_LINES, DENTAL_AND_HEARING_MEDICATION_LINES, SPECIALTY_FAMILY_MEDICATION_LINES,
      SUPPORTIVE_FAMILY_MEDICATION_LINES,
    ],
  },
  {
    type: 'procedure',
    modules: [
      PROCEDURE_LINES, SPECIALTY_PROCEDURE_LINES, OBSTETRIC_PROCEDURE_LINES, BREAST_AND_LACTATION_PROCEDURE_LINES,
      DENTAL_AND_HEARING_PROCEDURE_LINES, EEG_PROCEDURE_LINES, INTERVENTION_PROCEDURE_LINES, NAMED_OPERATION_PROCEDURE_LINES,
      NURSING_AND_HOME_CARE_PROCEDURE_LINES, NODE_PROCEDURE_LINES,
      CONSERVATIVE_CARE_PROCEDURE_LINES,
    ],
  },
  {
    type: 'test',
    modules: [
      TEST_LINES, MEASURE_TEST_LINES, SPECIALTY_TEST_LINES, PULSE_AND_LUNG_FUNCTION_TEST_LINES, OBSTETRIC_TEST_LINES,
      EYE_EXAM_TEST_LINES, SCALE_AND_STUDY_TEST_LINES, EXAM_MANEUVER_TEST_LINES, SCORE_AND_REPORT_MEASURE_TEST_LINES,
      ORGAN_TEST_LINES, SCALES_ACROSS_SPECIALTIES_TEST_LINES, SERUM_ANALYTE_TEST_LINES, STAGE_AND_GRADE_TEST_LINES,
      TARGET_NAMED_TEST_LINES,
    ],
  },
]
