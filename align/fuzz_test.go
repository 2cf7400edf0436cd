package align

import (
	"bytes"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzParse runs the whole analysis on arbitrary bytes: it must not panic,
// must finish in bounded time, and its results must hang together.
func FuzzParse(f *testing.F) {
	pages, _ := filepath.Glob(filepath.Join("testdata", "*.html"))
	for _, p := range pages {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2]) // truncated mid-page
		f.Add(bytes.ReplaceAll(data, []byte("</"), []byte("<")))
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	garbage := make([]byte, 4096)
	for i := range garbage {
		garbage[i] = byte(rnd.UintN(256))
	}
	for _, s := range []string{
		"",
		string(garbage),
		"<table><tr><td>1<td>2<tr><td><a href=x>3</a></table>",
		strings.Repeat("<div><span>", 700) + "x",
		strings.Repeat("<b><p><i></b>", 300),
		`<a href="` + strings.Repeat("%", 70000) + `">x</a>`,
		`<p title="` + strings.Repeat("\"'<>", 5000) + `">`,
		"<ul>" + strings.Repeat(`<li><a href="/t">topic</a> by <a href="/u/1">u</a> 2 hours ago</li>`, 50),
		"<base href='javascript:alert(1)'><a href='x'>x</a><a href='//h/y'>y</a>",
		"<svg><a href='/x'><text>1 Jan 2020</text></a></svg><math><a href=/y>",
		"<time datetime='9999-99-99'>x</time><time datetime='2020-01-01'>1 Jan</time>",
		"\x00\xff<div\x00>\xc3\x28 Heute, 14:05</div>",
		"<div role=search><form action='%zz'><input name=q></form><form action='javascript:x'><input type=search name=s><a href='?s=1'>",
		"<form class=search><form action=/search><input name=q><a href='/search?q=a'>a</a>",
	} {
		f.Add([]byte(s))
	}
	now := time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, data []byte) {
		start := time.Now()
		d, err := Parse(bytes.NewReader(data), "http://f.test/a/")
		if err != nil {
			t.Fatal(err) // every input parses, cut if need be
		}
		d.Now = now
		links := d.Links()
		for _, l := range links {
			// What learning and the crawl go on to fetch: absolute http(s), no fragment.
			if u, err := url.Parse(l.URL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Fragment != "" || u.String() != l.URL {
				t.Fatalf("link %q is not an absolute http(s) URL as it prints (%v)", l.URL, err)
			}
		}
		for _, r := range d.Regions() {
			if len(r.Records) < 2 {
				t.Fatalf("region %s with %d records", r.Path, len(r.Records))
			}
		}
		for _, tb := range d.LinkTables() {
			for _, c := range tb.Columns {
				if len(c.Links) == 0 || len(c.Links) > len(links) {
					t.Fatalf("column %d of %s has %d links of the page's %d", c.Index, tb.Region.Path, len(c.Links), len(links))
				}
			}
		}
		for _, sf := range d.SearchForms() {
			if sf.Action == nil || len(sf.Fields) == 0 {
				t.Fatalf("search form %+v without an action or a field", sf)
			}
			for _, l := range links {
				if u, err := url.Parse(l.URL); err == nil {
					sf.Answers(u)
				}
			}
		}
		d.Posts()
		if el := time.Since(start); el > 5*time.Second {
			t.Fatalf("took %v", el)
		}
	})
}

// FuzzParseTime checks that any string parses without panicking and that
// a date it accepts prints and parses back to itself.
func FuzzParseTime(f *testing.F) {
	for _, s := range []string{
		"2018-04-03T04:30:50+00:00", "Mon Jan 02, 2006 3:04 pm", "02-01-2006, 15:04",
		"January 2, 2006", "2 Jan 2006", "Today 15:04", "Yesterday", "3 hours ago",
		"2. Januar 2026, 14:05", "Heute", "vor 3 Stunden", "2 janvier 2026 à 14h05",
		"il y a 3 heures", "31/12/99", "+99:99", "12:60 pm", "0 ago", "9999999999 years ago",
		"\xff\xfe 1 Jan", "1er ", "t t t 2020-01-01",
	} {
		f.Add(s, int64(1768046400))
	}
	f.Fuzz(func(t *testing.T, s string, unix int64) {
		now := time.Unix(unix%(1<<33), 0).UTC()
		got, ok := ParseTime(s, now)
		findTimes(s, now, DatesBySeparator)
		if !ok || got.Year() < 1970 || got.Year() > 2100 {
			return // relative dates may fall anywhere
		}
		back, ok := ParseTime(got.Format(time.RFC3339), now)
		if !ok || !back.Equal(got) {
			t.Fatalf("%q -> %v does not parse back (%v, %v)", s, got, back, ok)
		}
	})
}
