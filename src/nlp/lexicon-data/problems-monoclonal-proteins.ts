/**
 * A monoclonal protein named by its chains ("IgG kappa M-spike", "IgA lambda paraprotein"): the
 * finding of an electrophoresis, a problem, where the immunoglobulin's symbol alone is a test. The
 * whole family is written out (each heavy chain with each light chain before each name of the
 * protein) so the longest match takes the chains with the protein. Same line format and code
 * policy as problems-cardiopulmonary.ts.
 */
const HEAVY_CHAINS = ['igg', 'iga', 'igm', 'igd']
const LIGHT_CHAINS = ['kappa', 'lambda']
const PROTEIN_NAMES = ['m-spike', 'm spike', 'm-protein', 'm protein', 'monoclonal protein', 'paraprotein', 'monoclonal band']

const byChains = HEAVY_CHAINS.flatMap((heavy) =>
  LIGHT_CHAINS.flatMap((light) => PROTEIN_NAMES.map((name) => `${heavy} ${light} ${name}`)),
)

export const MONOCLONAL_PROTEIN_PROBLEM_LINES = `
monoclonal protein | ICD10CM:D47.2 | ${[...PROTEIN_NAMES.filter((n) => n !== 'monoclonal protein'), 'monoclonal spike', ...byChains].join('; ')}
`
