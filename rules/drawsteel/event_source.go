package drawsteel

import "github.com/battlemap/battlemap/rules"

// EventSource is the sentence of the rules text that an event applies,
// found by the event's Rule heading: the explain panel quotes it beside
// the event. An event whose heading names no sentence here gives the zero
// Source.
func EventSource(e Event) rules.Source {
	forced := func(sentence string) rules.Source {
		return rules.Source{Seed: seedForced, Heading: e.Rule, Sentence: sentence}
	}
	switch e.Rule {
	case "Push X", "Pull X", "Slide X":
		kind := map[string]MoveKind{"Push X": Push, "Pull X": Pull, "Slide X": Slide}[e.Rule]
		_, sentence := forcedRuleFor(kind)
		return forcedSource(e.Rule, sentence)
	case ruleStability:
		return forcedSource(ruleStability, "")
	case "Big Versus Little":
		return forced("When a larger creature force moves a smaller target with a melee weapon ability, the distance of the forced movement is increased by 1.")
	case "Slamming into Creatures":
		return forced("When you force move a creature into another creature, the movement ends and both creatures take 1 damage for each square remaining in the first creature's forced movement.")
	case "Slamming Into Objects":
		if e.Kind == EventFall {
			return forced("If you force move a creature downward into an object that doesn't break (including the ground), they also take falling damage as if they had fallen the distance force moved and their Agility score was 0 (see Falling above).")
		}
		return forced("When a creature force moves a target into a stationary object that is the target's size or larger and the object doesn't break (see below), the movement ends and the target takes 2 damage plus 1 damage for each square remaining in their forced movement.")
	case "Hurling Through Objects":
		return forced("When you move a creature into a mundane object, the object can break depending on how many squares of forced movement remain.")
	case "Forced Into a Fall":
		return forced("If you are still in a position to fall when the forced movement ends, you fall.")
	case "Vertical":
		return forced("If a creature who can't fly is left in midair at the end of a vertical forced move, they fall.")
	case "Burrowing Forced Movement":
		return combat(e.Rule, "While a creature who is completely beneath the ground while burrowing is force moved by movement that isn't vertical, they aren't moved, and they take 1 damage for each square they would have been force moved.")
	case "Damaging Terrain":
		return combat(e.Rule, "Areas of acid, fire, sharp rocks, lava, or any other terrain that causes damage to creatures within it is damaging terrain.")
	case "Falling":
		if e.Kind == EventProne {
			return combat(e.Rule, "When a creature falls 2 or more squares and lands on the ground, they take 2 damage for each square they fall (to a maximum of 50 damage) and land prone.")
		}
		return combat(e.Rule, "When a creature falls 2 or more squares and lands on the ground, they take 2 damage for each square they fall (to a maximum of 50 damage) and land prone. A creature who falls can reduce the effective height of the fall by a number of squares equal to their Agility score (to a minimum of 0).")
	case "Fly":
		return combat(e.Rule, "If a flying creature is knocked prone or has their speed reduced to 0, they fall (see Falling below).")
	case "Falling onto Another Creature":
		if e.Kind == EventProne {
			return combat(e.Rule, "If the falling creature's size is greater than the Might score of the creature they land on, that creature is knocked prone.")
		}
		return combat(e.Rule, "A creature who falls and lands on another creature causes that creature to take the same damage from the fall.")
	case RuleOpportunityAttacks:
		return combat(e.Rule, "Whenever a creature has an enemy adjacent to them and the enemy willingly moves to a space that isn't adjacent to the creature without shifting, the creature can take advantage of that movement to quickly make a melee free strike against the enemy as a free triggered action.")
	case ruleTeleport:
		return combat(e.Rule, "If you teleport while affected by the grabbed or restrained conditions, those conditions end for you.")
	case RuleMountedCombat, RuleClimbingOthers, ruleRide:
		return riderSource(e)
	}
	return rules.Source{}
}
