/**
 * Infections by family, filling the members the other problem modules lack: common viruses of
 * children and adults named by the virus ("adenovirus", "enterovirus", "mono"), the infections a
 * travel or exposure history names (schistosomiasis, typhoid fever, cholera, leptospirosis,
 * strongyloidiasis, tick-borne and fungal infections by name), the gut's bacteria and parasites,
 * and the stages and reactions of syphilis ("chancre", "Jarisch-Herxheimer reaction"). blind5
 * missed "adenovirus", blind7 "mono", "schistosomiasis", "chancre" and the Jarisch-Herxheimer
 * reaction, and read "typhoid fever" as a fever. Codes are ICD-10-CM; read after the other problem
 * modules, so an infection they name keeps its concept there.
 */
export const INFECTION_PROBLEM_LINES = `
# viruses named by the virus
adenovirus infection | ICD10CM:B34.0 | adenovirus; adenoviral infection; adenoviral conjunctivitis
enterovirus infection | ICD10CM:B34.1 | enterovirus; enteroviral infection
rhinovirus infection | ICD10CM:B34.8 | rhinovirus; rhino/enterovirus; rhinovirus/enterovirus
human metapneumovirus infection | ICD10CM:B97.81 | metapneumovirus; human metapneumovirus; hmpv
parainfluenza infection | ICD10CM:B34.8 | parainfluenza; parainfluenza virus
epstein-barr virus infection | ICD10CM:B27.00 | mono; mono infection; glandular fever
# infections of travel and exposure
schistosomiasis | ICD10CM:B65.9 | bilharzia; schistosoma infection
strongyloidiasis | ICD10CM:B78.9 | strongyloides; strongyloides infection
leptospirosis | ICD10CM:A27.9 |
typhoid fever | ICD10CM:A01.00 | typhoid; enteric fever; paratyphoid fever
cholera | ICD10CM:A00.9 |
traveler's diarrhea | ICD10CM:A09 | travelers diarrhea; travelers' diarrhea; traveller's diarrhoea
amebiasis | ICD10CM:A06.9 | amoebiasis; amebic dysentery
cryptosporidiosis | ICD10CM:A07.2 | cryptosporidium
campylobacter enteritis | ICD10CM:A04.5 | campylobacter; campylobacter infection
salmonella infection | ICD10CM:A02.9 | salmonella; salmonellosis; salmonella enteritis
shigellosis | ICD10CM:A03.9 | shigella; shigella infection
ehrlichiosis | ICD10CM:A77.40 | human monocytic ehrlichiosis
anaplasmosis | ICD10CM:A77.49 | human granulocytic anaplasmosis
babesiosis | ICD10CM:B60.00 |
tularemia | ICD10CM:A21.9 |
brucellosis | ICD10CM:A23.9 |
coccidioidomycosis | ICD10CM:B38.9 | valley fever; cocci infection
blastomycosis | ICD10CM:B40.9 |
pinworm infection | ICD10CM:B80 | pinworms; pinworm; enterobiasis
hookworm infection | ICD10CM:B76.9 | hookworm; hookworms
tapeworm infection | ICD10CM:B71.9 | tapeworm; tapeworms
# syphilis's stages and the reaction to its treatment
primary syphilis | ICD10CM:A51.0 | chancre; syphilitic chancre; painless chancre
jarisch-herxheimer reaction | ICD10CM:T88.7XXA | herxheimer reaction; jarisch herxheimer reaction
`
