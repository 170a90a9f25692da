/**
 * What newborn care gives that the other medication modules lack: surfactants, and the feeds the
 * sets annotate as given to the baby (donor and expressed breast milk, human milk fortifier).
 * Same line format as the other medication modules; coded by ingredient name. Read last.
 */
export const NEONATAL_MEDICATION_LINES = `
surfactant | | poractant alfa; curosurf; beractant; survanta; calfactant; infasurf; exogenous surfactant
human milk fortifier | | =HMF; breast milk fortifier; milk fortifier
donor breast milk | | donor milk; donor human milk; pasteurized donor milk; expressed breast milk; =EBM; maternal breast milk; breast milk; mother's milk
`
