// Package models holds the trained default models that ship inside the
// focus binary (embedded with go:embed) and loads them, or a model file
// the user names instead. `focus train` writes pagetype.json here.
//
// The shipped pagetype.json is trained on the three real mirrors and the
// sixteen farm packages that came before bbPress and NodeBB joined the
// farm, which stay unseen by it:
//
//	focus train --mirrors ../shared/training/sites \
//	  --farm phpbb3,vbulletin,mybb,smf,xenforo,invision,punbb,vanilla,discourse,discuz,wordpress,blogger,stackexchange,answers,flickr,news
//
// Trained on all eighteen, the model calls the real Chyrp blog's archive
// pages "other" when Chyrp is left out (index recall 0% against 90.9%):
// the profiles and topic views bbPress and NodeBB list in their "other"
// pages look like archives.
package models
