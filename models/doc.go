// Package models holds the trained default models that ship inside the
// focus binary (embedded with go:embed) and loads them, or a model file
// the user names instead. `focus train` writes pagetype.json here.
//
// The shipped pagetype.json is trained on the three real mirrors and the
// farm packages but those kept unseen (sim.Package.Unseen: bbPress, NodeBB
// and every package added after them), byte for byte what this writes:
//
//	focus train --mirrors ../shared/training/sites
//
// Trained on all eighteen (--farm all), the model calls the real Chyrp
// blog's archive pages "other" when Chyrp is left out (index recall 0%
// against 90.9%): the profiles and topic views that bbPress and NodeBB
// label "other" are lists of topics, as archives are.
package models
