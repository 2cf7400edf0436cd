package profile

import (
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"focus/crawl"
)

const fixtureSite = "http://photos.test"

// fixtures are the hand-made pages of testdata, with their URLs and classes.
var fixtures = []struct{ file, url, class string }{
	{"list.html", "/explore", List},
	{"detail.html", "/p/ann/1", Detail},
	{"profile-ann.html", "/u/ann", Profile},
	{"profile-bob.html", "/u/bob", Profile},
}

func parseFile(t *testing.T, name string) *html.Node {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	n, err := html.Parse(strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func fixtureModel(t *testing.T) *Model {
	t.Helper()
	var pages []Labelled
	for _, f := range fixtures {
		pages = append(pages, Labelled{URL: fixtureSite + f.url, Root: parseFile(t, f.file), Class: f.class})
	}
	m, err := Learn(pages, LearnOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPathStrings(t *testing.T) {
	root, _ := html.Parse(strings.NewReader(`<html><body><table><tr class="people  b"><td>John</td><td align="left">Doe</td></tr></table><script>x()</script><a href="/x" id="y"><img src="/i.png"></a></body></html>`))
	got := PathStrings(root)
	want := []PSNV{
		{Path: "<td><tr-class/b people><tbody><table><body><html>", Value: "John"},
		{Path: "<td-align/left><tr-class/b people><tbody><table><body><html>", Value: "Doe"},
		{Path: "<a><body><html>", Value: "/x", Attr: "href"},
		{Path: "<img><a><body><html>", Value: "/i.png", Attr: "src"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("PathStrings =\n%v\nwant\n%v", got, want)
	}
}

func TestSchema(t *testing.T) {
	a, b, c := PSNV{Path: "p", Value: "Sign in"}, PSNV{Path: "p", Value: "Terms"}, PSNV{Path: "q", Value: "data"}
	pages := [][]PSNV{{a, b, c}, {a, b}, {a, c}, {a}}
	for _, tc := range []struct {
		share float64
		want  []PSNV
	}{
		{1, []PSNV{a}},
		{0.5, []PSNV{a, b, c}},
		{0.75, []PSNV{a}},
	} {
		s := Schema(pages, tc.share)
		if len(s) != len(tc.want) {
			t.Errorf("share %v: schema %v, want %v", tc.share, s, tc.want)
		}
		for _, x := range tc.want {
			if !s[x] {
				t.Errorf("share %v: %v not schema", tc.share, x)
			}
		}
	}
	if got := RealData([]PSNV{a, c}, Schema(pages, 1)); !slices.Equal(got, []PSNV{c}) {
		t.Errorf("RealData = %v", got)
	}
}

func TestClassifyFixtures(t *testing.T) {
	m := fixtureModel(t)
	if m.ProfileURL != "/u/*" {
		t.Errorf("profile URL pattern %q, want /u/*", m.ProfileURL)
	}
	c := m.Classifier()
	for _, f := range fixtures {
		if got := c.Classify(parseFile(t, f.file)).Class; got != f.class {
			t.Errorf("%s: %s, want %s", f.file, got, f.class)
		}
	}
	other, _ := html.Parse(strings.NewReader(`<html><body><div class="nav"><a href="/">Home</a></div><p>About us</p></body></html>`))
	if got := c.Classify(other).Class; got != Other {
		t.Errorf("a page of no class: %s", got)
	}
}

func TestURLPattern(t *testing.T) {
	for _, tc := range []struct {
		urls []string
		want string
		err  bool
	}{
		{[]string{"http://x/people/ann/", "http://x/people/bob/"}, "/people/*/", false},
		{[]string{"http://x/member.php?id=1&tab=about", "http://x/member.php?id=22&tab=about"}, "/member.php?id=*&tab=about", false},
		{[]string{"http://x/people/ann/", "http://x/people/ann/"}, "", true},
		{[]string{"http://x/people/ann/", "http://x/u/ann/contacts/"}, "", true},
		{[]string{"http://x/people/ann/"}, "", true},
	} {
		got, err := urlPattern(tc.urls)
		if got != tc.want || (err != nil) != tc.err {
			t.Errorf("urlPattern(%v) = %q, %v; want %q, error %v", tc.urls, got, err, tc.want, tc.err)
		}
	}
	m := &Model{ProfileURL: "/people/*/"}
	for _, tc := range []struct {
		url, key string
		ok       bool
	}{
		{"http://x/people/ann/", "ann", true},
		{"http://x/people/12%40N01/", "12%40N01", true},
		{"http://x/people/ann/contacts/", "", false},
		{"http://x/people/ann", "", false},
		{"http://x/photos/ann/", "", false},
	} {
		if key, ok := m.ProfileKey(tc.url); key != tc.key || ok != tc.ok {
			t.Errorf("ProfileKey(%s) = %q, %v; want %q, %v", tc.url, key, ok, tc.key, tc.ok)
		}
	}
}

func TestRanks(t *testing.T) {
	topic := TopicVector([]string{"health", "pharmacy"})
	for _, tc := range []struct {
		name  string
		text  string
		inner float64
	}{
		{"both", "health pharmacy", 1},
		{"one of two", "health garden", 0.5},
		{"none", "garden compost 2024", 0},
		{"case and tags", "Health, pressure-cooker", 1 / math.Sqrt(2) / math.Sqrt(2)},
		{"empty", "", 0},
	} {
		if got := Inner(Terms(tc.text), topic); math.Abs(got-tc.inner) > 1e-9 {
			t.Errorf("%s: inner %v, want %v", tc.name, got, tc.inner)
		}
	}
	if got := Inter([]float64{0.2, 0.4, 0}); math.Abs(got-0.2) > 1e-9 {
		t.Errorf("Inter = %v, want 0.2", got)
	}
	if got := Inter(nil); got != 0 {
		t.Errorf("Inter of no contacts = %v", got)
	}
	if got := Rank(0.7, 0.3, 0.5, 0.1); math.Abs(got-0.38) > 1e-9 {
		t.Errorf("Rank = %v, want 0.38", got)
	}
}

func TestExpand(t *testing.T) {
	photos := [][]string{
		{"flowers", "macro", "spring"},
		{"flowers", "macro"},
		{"flowers", "macro"}, // same tag set as the one before: counts once
		{"Macro", "bee"},
		{"nyc", "street"},
		{"nyc", "street", "night"},
		{"street", "art"},
	}
	for _, tc := range []struct {
		name string
		o    ExpandOptions
		want []string
	}{
		// phi(flowers, spring) = 3, phi(flowers, macro) = 2 (1.75 if the
		// repeated tag set counted twice), then phi(macro, bee) = 2.
		{"two rounds", ExpandOptions{}, []string{"flowers", "spring", "macro", "bee"}},
		{"one round", ExpandOptions{Rounds: 1}, []string{"flowers", "spring", "macro"}},
		{"two votes", ExpandOptions{MinVotes: 2}, []string{"flowers", "macro"}},
		{"high phi", ExpandOptions{MinPhi: 3}, []string{"flowers", "spring"}},
	} {
		got := TopicTerms(Expand([]string{"flowers"}, photos, tc.o))
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestTags(t *testing.T) {
	got := Tags(parseFile(t, "detail.html"), fixtureSite+"/p/ann/1")
	if want := []string{"health", "pharmacy", "pills"}; !slices.Equal(got, want) {
		t.Errorf("Tags = %v, want %v", got, want)
	}
}

// TestScorerFixtures follows the paper on two profiles: a relevant one is
// kept and its contacts' profile links are favoured, the best evidenced
// first; an irrelevant one is not kept.
func TestScorerFixtures(t *testing.T) {
	s, err := New(Options{Topic: []string{"health", "pharmacy", "medicine"}, Model: fixtureModel(t)})
	if err != nil {
		t.Fatal(err)
	}
	page := func(file, path string) *crawl.Page {
		return &crawl.Page{URL: fixtureSite + path, Root: parseFile(t, file)}
	}
	list := page("list.html", "/explore")
	if keep, _ := s.Keep(list); keep {
		t.Error("a list page kept")
	}
	prList := s.Priority(list, crawl.Link{URL: fixtureSite + "/p/ann/1"}, "link")

	ann := page("profile-ann.html", "/u/ann")
	keep, score := s.Keep(ann)
	if !keep || score < DefaultThreshold {
		t.Errorf("ann's profile: keep %v, score %v", keep, score)
	}
	carol := s.Priority(ann, crawl.Link{URL: fixtureSite + "/u/carol"}, "link")
	dave := s.Priority(ann, crawl.Link{URL: fixtureSite + "/u/dave"}, "link")
	stream := s.Priority(ann, crawl.Link{URL: fixtureSite + "/s/ann"}, "link")
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"carol (health interests) favoured", carol >= 2},
		{"dave (a relevant member's contact) favoured by inter rank", dave >= 2},
		{"carol before dave", carol > dave},
		{"other links below favoured ones", stream < 1 && prList < 1},
	} {
		if !tc.ok {
			t.Errorf("%s: carol %v, dave %v, stream %v, list link %v", tc.name, carol, dave, stream, prList)
		}
	}

	bob := page("profile-bob.html", "/u/bob")
	if keep, _ := s.Keep(bob); keep {
		t.Error("bob's gardening profile kept")
	}
	if erin := s.Priority(bob, crawl.Link{URL: fixtureSite + "/u/erin"}, "link"); erin >= 2 {
		t.Errorf("erin, a contact of bob only, favoured: %v", erin)
	}
}

func TestNewErrors(t *testing.T) {
	m := fixtureModel(t)
	for _, tc := range []struct {
		name string
		o    Options
	}{
		{"no topic", Options{Model: m}},
		{"negative beta", Options{Topic: []string{"x"}, Alpha: 1, Beta: -1, Model: m}},
		{"no profile pattern", Options{Topic: []string{"x"}, Model: &Model{Classes: m.Classes, MinMatch: 0.8}}},
	} {
		if _, err := New(tc.o); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
	if _, err := New(Options{Topic: []string{"medicine"}}); err != nil {
		t.Errorf("default model: %v", err)
	}
}
