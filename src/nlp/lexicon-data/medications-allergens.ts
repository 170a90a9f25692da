/**
 * Non-drug allergens as allergy lists and allergy clinics name them, by family: foods (the common
 * food allergens and the fruits of oral allergy), animals, and materials. The guidelines type them
 * as medications (the substance an allergy records); they carry no public code, so each is coded by
 * its own name as the other uncoded medications are. Words that are also something else in notes
 * ("cat" in "CAT scan", "egg" in "clots bigger than an egg", "tape" in "tape measure") have sense
 * guards in concept-senses.ts. Read after the other medication modules: a term written there wins.
 */
export const ALLERGEN_MEDICATION_LINES = `
# foods: the major food allergens and their members
egg | | eggs; egg white; egg whites; egg yolk; egg protein
cow's milk | | cows milk; cow milk; milk protein; milk
wheat | | wheat flour
soy | | soya; soybean; soybeans; soy protein
sesame | | sesame seed; sesame seeds; sesame oil; tahini
gluten | |
walnut | | walnuts
almond | | almonds
cashew | | cashews
pecan | | pecans
pistachio | | pistachios
hazelnut | | hazelnuts; filbert; filberts
brazil nut | | brazil nuts
macadamia | | macadamia nut; macadamia nuts
mixed nuts | | nuts
shrimp | | prawns; prawn
crab | | crabs
lobster | | lobsters
crustaceans | | crustacean shellfish; mollusks
# fruits and vegetables of oral allergy and latex-fruit allergy
kiwi | | kiwis; kiwifruit; kiwi fruit
strawberry | | strawberries
banana | | bananas
avocado | | avocados
mango | | mangoes; mangos
peach | | peaches
# animals
cat | | cats; cat hair
dog | | dogs; dog hair
feathers | | feather
cockroach | | cockroaches
# materials and environment
tape | | surgical tape; paper tape; silk tape; tegaderm
timothy grass | | grass pollens; timothy grass pollen
birch pollen | | birch; oak pollen
fire ants | | fire ant; fire ant stings
wasp | | wasps; hornet; hornets; yellow jacket; yellow jackets
chlorhexidine | | chlorhexidine gluconate; hibiclens
# drinks named as a drug: caffeine is a medication (its use disorder is a problem)
caffeine | | caffeinated beverages
`
