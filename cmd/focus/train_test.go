package main

import (
	"bytes"
	"strings"
	"testing"

	"focus/corpus"
	"focus/sim"
)

// The protocol tests on sites left out of training (here two of its five
// training packages stand for all five): a package kept unseen is in no
// table but its own, where it is tested on a model trained on all others.
func TestProtocolKeepsUnseenOut(t *testing.T) {
	var sets []siteSet
	for _, name := range []string{"phpbb3", "wordpress", "vbulletin", "kunena"} {
		p, err := sim.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		exs, err := corpus.Farm(p, 4, 1)
		if err != nil {
			t.Fatal(err)
		}
		sets = append(sets, siteSet{name: name, unseen: p.Unseen, pages: exs})
	}
	var out bytes.Buffer
	if err := printProtocol(&out, sets); err != nil {
		t.Fatal(err)
	}
	first, unseen, ok := strings.Cut(out.String(), "kept unseen")
	if !ok {
		t.Fatalf("no table of the packages kept unseen:\n%s", out.String())
	}
	if !strings.Contains(first, "\nvbulletin ") || strings.Contains(first, "kunena") {
		t.Errorf("the 5-package table should test vbulletin and leave kunena out:\n%s", first)
	}
	if !strings.Contains(unseen, "\nkunena ") || strings.Contains(unseen, "vbulletin") {
		t.Errorf("the unseen table should test kunena alone:\n%s", unseen)
	}
}
