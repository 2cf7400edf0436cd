package eval

import (
	"strings"
	"testing"
)

func testTruth() *Truth {
	return &Truth{
		Site: "t", SessionParams: []string{"sid"},
		Counts: Counts{RetrievableThreadPages: 5},
		Pages: map[string]Page{
			"http://h/":              {Type: "entry", Status: 200},
			"http://h/f?id=1":        {Type: "index", Canonical: "http://h/f?id=1", Status: 200},
			"http://h/f?id=1&sort=a": {Type: "index", Canonical: "http://h/f?id=1", Status: 200},
			"http://h/t?id=1":        {Type: "thread", Canonical: "http://h/t?id=1", Status: 200},
			"http://h/t?id=1&p=2":    {Type: "thread", Canonical: "http://h/t?id=1&p=2", Status: 200},
			"http://h/t?pid=7":       {Type: "thread", Canonical: "http://h/t?id=1&p=2", Status: 200},
			"http://h/t?id=2":        {Type: "thread", Canonical: "http://h/t?id=2", Status: 200},
			"http://h/t?id=3":        {Type: "thread", Canonical: "http://h/t?id=3", Status: 200},
			"http://h/t?id=4&":       {Type: "thread", Canonical: "http://h/t?id=4&", Status: 200},
			"http://h/login":         {Type: "other", Status: 200},
			"http://h/last?t=3":      {Type: "thread", Canonical: "http://h/t?id=3", Status: 302},
		},
	}
}

func TestScore(t *testing.T) {
	tests := []struct {
		name                     string
		urls                     []string
		threads, useful, fetches int
		effectiveness, coverage  float64
	}{
		{"all thread pages once", []string{"http://h/t?id=1", "http://h/t?id=1&p=2", "http://h/t?id=2", "http://h/t?id=3", "http://h/t?id=4&"}, 5, 5, 5, 1, 1},
		{"a permalink duplicates a page", []string{"http://h/t?id=1&p=2", "http://h/t?pid=7"}, 1, 1, 2, 0.5, 0.2},
		{"sort variant is the same index page", []string{"http://h/", "http://h/f?id=1", "http://h/f?id=1&sort=a"}, 0, 2, 3, 0, 0},
		{"session ids are ignored", []string{"http://h/t?id=2&sid=abc", "http://h/t?sid=def&id=3"}, 2, 2, 2, 1, 0.4},
		// FUDforum writes a session id where it leaves a '&' without one.
		{"empty query items are ignored", []string{"http://h/t?id=4&sid=abc", "http://h/t?id=4"}, 1, 1, 2, 0.5, 0.2},
		{"unknown and other pages are waste", []string{"http://h/nowhere", "http://h/login", "http://h/t?id=2"}, 1, 1, 3, 1.0 / 3, 0.2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var log []Fetch
			for _, u := range tc.urls {
				log = append(log, Fetch{URL: u, Status: 200})
			}
			r := Score(testTruth(), log)
			if r.ThreadPages != tc.threads || r.UsefulPages != tc.useful || r.Fetches != tc.fetches ||
				r.Effectiveness != tc.effectiveness || r.Coverage != tc.coverage {
				t.Errorf("got %+v", r)
			}
		})
	}
}

// A redirect is a fetch but not a page: only the 200 it leads to counts.
func TestScoreRedirect(t *testing.T) {
	r := Score(testTruth(), []Fetch{{URL: "http://h/last?t=3", Status: 302}, {URL: "http://h/t?id=3", Status: 200}})
	if r.Fetches != 2 || r.ThreadPages != 1 || r.Effectiveness != 0.5 {
		t.Errorf("got %+v", r)
	}
}

func TestReadLog(t *testing.T) {
	log, err := ReadLog(strings.NewReader(`{"url":"http://h/","status":200,"url_type":"entry","depth":0,"fetched_at":"2026-01-01T00:00:00Z"}` + "\n\n" +
		`{"url":"http://h/t?id=1","status":200,"url_type":"thread","depth":1}` + "\n"))
	if err != nil || len(log) != 2 || log[1].URLType != "thread" || log[1].Depth != 1 {
		t.Fatalf("got %+v, %v", log, err)
	}
	if _, err := ReadLog(strings.NewReader("{\"url\":\n")); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Fatalf("a broken line must be reported with its number, got %v", err)
	}
}

// The real training truths load and a perfect crawl scores 100% coverage.
func TestTrainingTruths(t *testing.T) {
	for _, site := range []string{"fluxbb", "punbb", "chyrp"} {
		tr, err := LoadTruth("../../shared/training/sites/" + site + ".truth.json")
		if err != nil {
			t.Skipf("training data not beside the repository: %v", err)
		}
		var log []Fetch
		seen := map[string]bool{}
		for _, p := range tr.Pages {
			if p.Type == "thread" && p.Canonical != "" && !seen[p.Canonical] {
				seen[p.Canonical] = true
				log = append(log, Fetch{URL: p.Canonical, Status: 200})
			}
		}
		if r := Score(tr, log); r.Coverage != 1 || r.Effectiveness != 1 {
			t.Errorf("%s: perfect crawl scores %+v", site, r)
		}
	}
}

func TestDetection(t *testing.T) {
	for _, c := range []struct {
		c                 Detection
		precision, recall float64
	}{
		{Detection{TP: 3, FP: 1, FN: 1}, 0.75, 0.75},
		{Detection{}, 1, 1},
		{Detection{FN: 2}, 1, 0},
		{Detection{FP: 4}, 0, 1},
	} {
		if p, r := c.c.Precision(), c.c.Recall(); p != c.precision || r != c.recall {
			t.Errorf("%+v: precision %v recall %v, want %v and %v", c.c, p, r, c.precision, c.recall)
		}
	}
}
