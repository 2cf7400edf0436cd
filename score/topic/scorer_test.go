package topic

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"focus/crawl"
	"focus/sim/text"
)

// page makes a crawled page of text: HTML when asHTML, plain text otherwise.
func page(t *testing.T, u, body string, asHTML bool) *crawl.Page {
	t.Helper()
	p := &crawl.Page{URL: u, Body: []byte(body)}
	if asHTML {
		p.Body = []byte("<html><head><title>t</title><script>var x = 'the the the';</script></head><body><p>" + html.EscapeString(body) + "</p></body></html>")
		root, err := html.Parse(strings.NewReader(string(p.Body)))
		if err != nil {
			t.Fatal(err)
		}
		p.Root = root
	}
	return p
}

func TestScorerKeep(t *testing.T) {
	others := slices.DeleteFunc(text.Topics(), func(s string) bool { return s == "medicine" })
	model, err := Train(farmDocs(1, text.German, []string{"medicine"}, 60, 4), farmDocs(2, text.German, others, 70, 4), TrainOptions{})
	if err != nil {
		t.Fatal(err)
	}
	deMed := farmDocs(7, text.German, []string{"medicine"}, 1, 4)[0].Text
	deCars := farmDocs(8, text.German, []string{"cars"}, 1, 4)[0].Text
	frMed := farmDocs(9, text.French, []string{"medicine"}, 1, 4)[0].Text
	tests := []struct {
		name  string
		opts  Options
		text  string
		keep  bool
		score func(float64) bool
	}{
		{"nothing asked", Options{}, frMed, true, func(s float64) bool { return s == 1 }},
		{"language only, right", Options{Langs: []string{"de"}}, deCars, true, func(s float64) bool { return s == 1 }},
		{"language only, wrong", Options{Langs: []string{"de"}}, frMed, false, func(s float64) bool { return s == 0 }},
		{"one of two languages", Options{Langs: []string{"en", "fr"}}, frMed, true, func(s float64) bool { return s == 1 }},
		{"both pass", Options{Langs: []string{"de"}, Topic: model}, deMed, true, func(s float64) bool { return s > 0.5 }},
		{"topic fails", Options{Langs: []string{"de"}, Topic: model}, deCars, false, func(s float64) bool { return s < 0.5 }},
		{"topic only", Options{Topic: model}, deMed, true, func(s float64) bool { return s > 0.5 }},
		{"language fails, topic scored", Options{Langs: []string{"fr"}, Topic: model}, deMed, false, func(s float64) bool { return s > 0.5 }},
	}
	for _, tc := range tests {
		s, err := New(tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, asHTML := range []bool{false, true} {
			keep, score := s.Keep(page(t, "http://x.test/a", tc.text, asHTML))
			if keep != tc.keep || !tc.score(score) {
				t.Errorf("%s (html %v): Keep = %v, %.4f; want %v", tc.name, asHTML, keep, score, tc.keep)
			}
		}
	}
}

func TestScorerPriority(t *testing.T) {
	others := slices.DeleteFunc(text.Topics(), func(s string) bool { return s == "cars" })
	model, err := Train(farmDocs(1, text.English, []string{"cars"}, 40, 4), farmDocs(2, text.English, others, 50, 4), TrainOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Langs: []string{"en"}, Topic: model})
	if err != nil {
		t.Fatal(err)
	}
	cars := page(t, "http://x.test/cars", farmDocs(3, text.English, []string{"cars"}, 1, 4)[0].Text, true)
	cooking := page(t, "http://x.test/cooking", farmDocs(4, text.English, []string{"cooking"}, 1, 4)[0].Text, true)
	german := page(t, "http://x.test/de", farmDocs(5, text.German, []string{"cars"}, 1, 4)[0].Text, true)
	link := crawl.Link{URL: "http://x.test/next", Anchor: "cars and engines"}

	_, carsScore := s.Keep(cars)
	if got := s.Priority(cars, link, crawl.TypeThread); got != carsScore {
		t.Errorf("priority of a link on the page just kept = %g, want its score %g", got, carsScore)
	}
	_, cookingScore := s.Keep(cooking)
	pCooking := s.Priority(cooking, link, crawl.TypeThread)
	if pCooking != cookingScore || pCooking >= carsScore {
		t.Errorf("priority from the off-topic page = %g (its score %g), want below %g", pCooking, cookingScore, carsScore)
	}
	// a page Keep did not see last is judged afresh
	if got := s.Priority(cars, link, crawl.TypeThread); got != carsScore {
		t.Errorf("priority from an earlier page = %g, want %g", got, carsScore)
	}
	// links out of a page in the wrong language come last
	if _, sc := s.Keep(german); s.Priority(german, link, crawl.TypeThread) != 0 {
		t.Errorf("priority from a German page in an English crawl (score %g) is not 0", sc)
	}
	if s.Priority(nil, link, crawl.TypeEntry) != 0 {
		t.Error("priority without a parent is not 0")
	}
}

func TestNewUnknownLanguage(t *testing.T) {
	if _, err := New(Options{Langs: []string{"xx"}}); err == nil || !strings.Contains(err.Error(), `"xx"`) {
		t.Errorf("New with an unknown language: %v", err)
	}
}

func TestParseKeep(t *testing.T) {
	m, err := Train(farmDocs(1, text.English, []string{"cars"}, 5, 2), farmDocs(2, text.English, []string{"music"}, 5, 2), TrainOptions{Size: 200})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "cars.json")
	if err := m.Save(file); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		specs     []string
		langs     []string
		withTopic bool
		err       string
	}{
		{[]string{"lang=de"}, []string{"de"}, false, ""},
		{[]string{"lang=de+fr", "lang=fr"}, []string{"de", "fr"}, false, ""},
		{[]string{"lang=de,fr,topic=" + file}, []string{"de", "fr"}, true, ""},
		{[]string{"topic=" + file + ",de"}, nil, false, "want lang=CODES"},
		{[]string{"lang=DE"}, nil, false, "not a language code"},
		{[]string{"topic=" + file}, nil, true, ""},
		{[]string{"lang=en; topic=" + file}, []string{"en"}, true, ""},
		{[]string{""}, nil, false, ""},
		{[]string{"lang"}, nil, false, "want lang=CODES or topic=FILE"},
		{[]string{"lang="}, nil, false, "want lang=CODES or topic=FILE"},
		{[]string{"size=3"}, nil, false, "unknown key"},
		{[]string{"topic=" + file, "topic=" + file}, nil, false, "more than one topic"},
		{[]string{"topic=/nonexistent/model.json"}, nil, false, "topic model"},
	}
	for _, tc := range tests {
		o, err := ParseKeep(tc.specs...)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: got %v, want an error saying %q", tc.specs, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(o.Langs, tc.langs) || (o.Topic != nil) != tc.withTopic {
			t.Errorf("%q: got %+v, %v; want langs %v, topic %v", tc.specs, o, err, tc.langs, tc.withTopic)
		}
	}
}
