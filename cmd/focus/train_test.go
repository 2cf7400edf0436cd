package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"focus/annotations"
	"focus/corpus"
	"focus/sim"
)

// The protocol tests on sites left out of training (here two of its five
// training packages stand for all five): a package kept unseen is in no
// table but its own two, where it is tested on a model trained on all
// others and on one trained on every site, itself included.
func TestProtocolKeepsUnseenOut(t *testing.T) {
	var sets []siteSet
	for _, name := range []string{"phpbb3", "wordpress", "vbulletin", "kunena"} {
		p, err := sim.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		set, err := read(corpus.Farm(p, 4, 1))
		if err != nil {
			t.Fatal(err)
		}
		sets = append(sets, siteSet{name: name, unseen: p.Unseen, pages: set})
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
	unseen, fit, ok := strings.Cut(unseen, "themselves included")
	if !ok {
		t.Fatalf("no table of the packages kept unseen on a model trained on them:\n%s", out.String())
	}
	for _, table := range []string{unseen, fit} {
		if !strings.Contains(table, "\nkunena ") || strings.Contains(table, "vbulletin") {
			t.Errorf("the unseen tables should test kunena alone:\n%s", table)
		}
	}
}

// The same annotations train the same model, byte for byte, run after run.
func TestTrainAnnotationsDeterministic(t *testing.T) {
	dir := t.TempDir()
	pages := map[string][][2]string{
		"http://fluxbb.test": {{"/viewforum.php?id=1", "fluxbb-viewforum-1.html"}, {"/viewtopic.php?id=1", "fluxbb-viewtopic-1.html"}, {"/", "fluxbb-index.html"}},
		"http://punbb.test":  {{"/forum1", "punbb-forum1.html"}, {"/topic1", "punbb-topic1.html"}, {"/topic12/p10", "punbb-topic12-p10.html"}},
		"http://chyrp.test":  {{"/", "chyrp-front.html"}, {"/lentil-soup", "chyrp-lentil-soup.html"}, {"/one-comment", "chyrp-one-comment.html"}},
	}
	labels := map[string]string{
		"fluxbb-viewforum-1.html": "index", "fluxbb-index.html": "index", "punbb-forum1.html": "index", "chyrp-front.html": "index",
	}
	for site, ps := range pages {
		set, err := annotations.Open(dir, site)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			html, err := os.ReadFile(filepath.Join("..", "..", "align", "testdata", p[1]))
			if err != nil {
				t.Fatal(err)
			}
			label := labels[p[1]]
			if label == "" {
				label = "thread"
			}
			if err := set.Add(context.Background(), site+p[0], html, label, time.Time{}); err != nil {
				t.Fatal(err)
			}
		}
	}
	var models [][]byte
	for i := range 4 {
		out := filepath.Join(t.TempDir(), "model.json")
		if code, _, errs := runLine("train", "--farm", "none", "--annotations", dir, "--out", out); code != 0 {
			t.Fatalf("run %d: exit %d: %s", i, code, errs)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		models = append(models, b)
	}
	for i := 1; i < len(models); i++ {
		if !bytes.Equal(models[0], models[i]) {
			t.Fatalf("run %d wrote another model than run 0", i)
		}
	}
}
