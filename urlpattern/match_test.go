package urlpattern

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// A Set survives the JSON of a profile.
func TestSetJSON(t *testing.T) {
	set, err := Learn([]string{"http://h/t?id=1&sid=a", "http://h/t?id=22&sid=b"}, Options{Ignore: []string{"sid"}})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"patterns":[{"regex":"^http://h/t\\?id=\\d+$","covered":2,"examples":["http://h/t?id=1","http://h/t?id=22"]}],"ignore":["sid"]}`
	if string(data) != want {
		t.Fatalf("got %s\nwant %s", data, want)
	}
	var back Set
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	m, err := back.Compile()
	if err != nil || !m.Match("http://h/t?sid=c&id=5") {
		t.Fatalf("the reloaded set does not match: %v", err)
	}
}

func TestCompile(t *testing.T) {
	m, err := Set{}.Compile()
	if err != nil || m.Match("http://h/") {
		t.Fatalf("an empty set must compile and match nothing: %v", err)
	}
	if _, err := (Set{Patterns: []Pattern{{Regex: `^http://h/\d+$`}, {Regex: `(`}}}).Compile(); err == nil {
		t.Fatal("a broken pattern must not compile")
	}
	// A hand-edited pattern without anchors still matches whole URLs only.
	m, err = Set{Patterns: []Pattern{{Regex: `http://h/t/\d+`}}, Ignore: []string{"sid"}}.Compile()
	if err != nil {
		t.Fatal(err)
	}
	for u, want := range map[string]bool{
		"http://h/t/5":         true,
		"http://h/t/5?sid=1#x": true,
		"http://h/t/5x":        false,
		"xhttp://h/t/5":        false,
		"http://h/t/" + string(make([]byte, MaxURLLen)): false,
	} {
		if m.Match(u) != want {
			t.Errorf("Match(%.40q) = %v", u, !want)
		}
	}
}

// A pattern with a step takes the offsets of later pages alone: a reply's
// offset inside a page, the first page's 0 and a number too large for an
// int are not pages. A step from 1 takes the windows that start a later
// page, where items count from 1: Beehive's msg=T.21 and T.41, not a
// reply's window T.7, nor the first page T.1.
func TestStep(t *testing.T) {
	const yabb, beehive = "http://h/YaBB.pl?num=1729314000", "http://h/messages.php?msg=12."
	for _, tc := range []struct {
		pattern Pattern
		want    map[string]bool
	}{
		{Pattern{Regex: `^http://h/YaBB\.pl\?num=\d+/(?P<n>\d+)$`, Step: 15}, map[string]bool{
			yabb + "/15": true, yabb + "/45#45": true, yabb + "/17#17": false, yabb + "/0": false,
			yabb + "/" + strings.Repeat("9", 30): false, yabb: false,
		}},
		{Pattern{Regex: `^http://h/messages\.php\?msg=\d+\.(?P<n>\d+)$`, Step: 20, From: 1}, map[string]bool{
			beehive + "21": true, beehive + "41#a12_44": true, beehive + "7": false, beehive + "20": false,
			beehive + "1": false, beehive + "0": false,
		}},
	} {
		m, err := Set{Patterns: []Pattern{tc.pattern}}.Compile()
		if err != nil {
			t.Fatal(err)
		}
		for u, want := range tc.want {
			if got := m.Match(u); got != want {
				t.Errorf("Match(%s) = %v, want %v", u, got, want)
			}
		}
	}
	for _, p := range []Pattern{{Regex: `^http://h/t/(\d+)$`, Step: 15}, {Regex: `^http://h/t/(?P<n>\d+)$`, Step: -15},
		{Regex: `^http://h/t/(?P<n>\d+)$`, Step: 15, From: -1}} {
		if _, err := (Set{Patterns: []Pattern{p}}).Compile(); err == nil {
			t.Errorf("%+v compiled", p)
		}
	}
}

// Which tells a set's kinds of URL apart: the first pattern matched.
func TestWhich(t *testing.T) {
	m, err := Set{Patterns: []Pattern{{Regex: `^http://h/tag/[^/]+/$`}, {Regex: `^http://h/[^/]+/$`}}, Ignore: []string{"sid"}}.Compile()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		url  string
		want int
	}{
		{"http://h/tag/soup/", 0},
		{"http://h/tag/soup/?sid=9", 0},
		{"http://h/news/", 1},
		{"http://h/news/today", -1},
	} {
		if got := m.Which(c.url); got != c.want {
			t.Errorf("Which(%q) = %d, want %d", c.url, got, c.want)
		}
	}
	if got := m.Pattern(1); got != `^http://h/[^/]+/$` {
		t.Errorf("Pattern(1) = %q", got)
	}
	var none *Matcher
	if none.Which("http://h/news/") != -1 {
		t.Error("a nil matcher matches nothing")
	}
}

// BenchmarkMatch matches a crawl's worth of URLs (100k, half of them of the
// learned type); ns/op is the cost of one URL.
func BenchmarkMatch(b *testing.B) {
	for _, c := range []struct {
		name   string
		url    gen
		other  gen
		ignore []string
	}{{
		name:  "FluxBB thread",
		url:   sprintf("http://127.0.0.1:18082/viewtopic.php?id=%d", id),
		other: sprintf("http://127.0.0.1:18082/viewtopic.php?pid=%d#p%d", id, id),
	}, {
		name:   "phpBB thread with sid",
		url:    sprintf("http://forum.example/viewtopic.php?f=%d&t=%d&sid=%s", small, id, session),
		other:  sprintf("http://forum.example/memberlist.php?mode=viewprofile&u=%d&sid=%s", id, session),
		ignore: []string{"sid"},
	}, {
		name: "blog index, 3 forms",
		url: oneOf([]int{10, 2, 2},
			sprintf("https://blog.example/archive/%d/", id),
			sprintf("https://blog.example/category/%s/", title),
			sprintf("https://blog.example/category/%s/page/%d/", title, small)),
		other: sprintf("https://blog.example/%d/%02d/%02d/%s/", year, month, month, title),
	}} {
		r := rand.New(rand.NewPCG(3, 4))
		train := make([]string, 500)
		for i := range train {
			train[i] = c.url(r)
		}
		set, err := Learn(train, Options{Ignore: c.ignore})
		if err != nil {
			b.Fatal(err)
		}
		m, err := set.Compile()
		if err != nil {
			b.Fatal(err)
		}
		urls := make([]string, 100_000)
		for i := range urls {
			if i%2 == 0 {
				urls[i] = c.url(r)
			} else {
				urls[i] = c.other(r)
			}
		}
		b.Run(c.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				m.Match(urls[i%len(urls)])
			}
		})
	}
}
