// ChoiceDraw: random restrictions of named choices for input-domain swarms
// (--swarm-choices): what feature omission does for behaviours,
// a drawn heuristic per choice does for input values. Drawn from the
// heuristics of Heuristics.h, around what the program itself tells:
//
//   threshold(c, d)   around a constant c the choice is compared with
//                     (d = 1 for integers; 1/4, 1/2, 1 or 2 for floating point)
//   set(c)            exactly a compared constant (a magic value): the input
//                     becomes a constant and what is computed from it folds
//   interval(c-w,c+w) a window around a compared constant (w = 2, 4, 8, 16;
//                     floating point 0.5, 1, 2, 4): every value near a threshold
//   set(...)          every compared constant and its neighbours (c-1, c, c+1)
//   boundary          the type's extremes, -1, 0, 1 (and -0, inf, NaN, ...)
//   interval(lo, hi)  small values (-4..16, unsigned 0..20; +-16.0 for floating
//                     point only when no constant is compared with it)
//   random(4, s)      four values drawn with a seed s from the same generator
//   set(0) / set(1)   a boolean's one value
//
// Everything is drawn from the caller's generator: the same seed gives
// the same restrictions (a swarm run is reproducible by --seed).
#pragma once

#include <random>
#include <vector>

#include "ChoiceConstants.h"
#include "ChoiceRules.h"

namespace swarmbmc::encoder {

/// One restriction of `candidate` (never `any`), whose parameters are
/// values of its type (domain_of accepts it).
Heuristic draw_heuristic(const ChoiceCandidate& candidate, std::mt19937_64& random);

/// A rule `name = heuristic` for each candidate restricted, each with
/// probability 1/2 (swarm testing's), but for at least one candidate when
/// `at_least_one` and there are candidates.
ChoiceRules draw_restrictions(const std::vector<ChoiceCandidate>& candidates, std::mt19937_64& random,
                              bool at_least_one);

}  // namespace swarmbmc::encoder
