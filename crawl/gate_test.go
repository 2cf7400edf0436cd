package crawl

import (
	"bytes"
	"math"
	"net/http"
	"net/url"
	"slices"
	"testing"

	"focus/align"
)

func TestBFSKey(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://Example.COM:80/a?b=2&a=1#x", "http://example.com/a?a=1&b=2"},
		{"https://example.com:443", "https://example.com/"},
		{"http://example.com:8080/", "http://example.com:8080/"},
		{"http://example.com/t?sid=0123&t=5", "http://example.com/t?t=5"},
		{"http://example.com/t?PHPSESSID=zz", "http://example.com/t"},
		{"http://example.com/t?s=0123456789abcdef0123456789abcdef&t=5", "http://example.com/t?t=5"},
		{"http://example.com/t?s=hello", "http://example.com/t?s=hello"},
		{"http://example.com/a;jsessionid=ABC12?x=1", "http://example.com/a?x=1"},
		{"http://user:pw@example.com/", "http://example.com/"},
	}
	var b BFS
	for _, tt := range tests {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.Key(u); got != tt.want {
			t.Errorf("Key(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestBFSFollow(t *testing.T) {
	gate, err := NewBFS("http://Forum.example.org/index.php")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		link Link
		want bool
	}{
		{Link{URL: "http://forum.example.org/t/1"}, true},
		{Link{URL: "https://forum.example.org:443/t/1"}, true},
		{Link{URL: "http://forum.example.org:80/t/1"}, true},
		{Link{URL: "http://forum.example.org/t/1", NoFollow: true}, false},
		{Link{URL: "http://example.org/"}, false},
		{Link{URL: "http://forum.example.org:8080/"}, false},
		{Link{URL: "http://evil.example/forum.example.org"}, false},
	}
	for _, tt := range tests {
		typ, ok := gate.Follow("entry", tt.link)
		if ok != tt.want || (ok && typ != "link") {
			t.Errorf("Follow(%+v) = %q, %v; want ok %v", tt.link, typ, ok, tt.want)
		}
	}
	for _, bad := range []string{"", "/relative", "ftp://example.org/", "http://"} {
		if _, err := NewBFS(bad); err == nil {
			t.Errorf("NewBFS(%q): no error", bad)
		}
	}
}

func TestPageLinks(t *testing.T) {
	const pageURL = "http://example.org/dir/page.html"
	tests := []struct {
		name   string
		html   string
		header http.Header
		want   []Link
	}{
		{"relative, fragment, spaces, in-page",
			`<a href="b.html#x">B</a><a href="  /c  ">C</a><a href="#top">top</a><a href="">empty</a><a>no href</a>`, nil,
			[]Link{{URL: "http://example.org/dir/b.html", Anchor: "B", Jump: true}, {URL: "http://example.org/c", Anchor: "C"}}},
		{"a <base> in the body counts",
			`<body><a href="x">X</a><base href="/b/"></body>`, nil,
			[]Link{{URL: "http://example.org/b/x", Anchor: "X"}}},
		{"no host", `<a href="http:relative">r</a><a href="http:///x">x</a>`, nil, nil},
		{"base href",
			`<head><base href="/other/"><base href="/ignored/"></head><a href="x">X</a>`, nil,
			[]Link{{URL: "http://example.org/other/x", Anchor: "X"}}},
		{"other schemes",
			`<a href="javascript:void(0)">j</a><a href="mailto:a@b">m</a><a href="tel:1">t</a><a href="https://s.example/">s</a>`, nil,
			[]Link{{URL: "https://s.example/", Anchor: "s"}}},
		{"rel nofollow",
			`<a href="/a" rel="Nofollow noopener">a</a><a href="/b" rel="noopener">b</a>`, nil,
			[]Link{{URL: "http://example.org/a", Anchor: "a", NoFollow: true}, {URL: "http://example.org/b", Anchor: "b"}}},
		{"meta robots nofollow",
			`<head><meta name="ROBOTS" content="noindex, nofollow"></head><a href="/a">a</a>`, nil, nil},
		{"X-Robots-Tag none",
			`<a href="/a">a</a>`, http.Header{"X-Robots-Tag": {"none"}}, nil},
		{"noscript", `<noscript><a href="/ns">plain</a></noscript>`, nil,
			[]Link{{URL: "http://example.org/ns", Anchor: "plain"}}},
		{"anchor text",
			"<a href=/a>  Hello \n <b>world</b> </a><a href=/i><img alt=\"Pic\"></a><map><area href=/m alt=\"Map\"></map>", nil,
			[]Link{{URL: "http://example.org/a", Anchor: "Hello world"}, {URL: "http://example.org/i", Anchor: "Pic"}, {URL: "http://example.org/m", Anchor: "Map"}}},
		{"malformed", `<p><a href=/u>unclosed<div><a href='/v'>v`, nil,
			[]Link{{URL: "http://example.org/u", Anchor: "unclosed"}, {URL: "http://example.org/v", Anchor: "v"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := tt.header
			if h == nil {
				h = http.Header{}
			}
			doc, err := align.ParseHTML([]byte(tt.html))
			if err != nil {
				t.Fatal(err)
			}
			if got := Links(doc, pageURL, h); !slices.Equal(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestTrapReason(t *testing.T) {
	long := "http://example.org/?q="
	for len(long) <= maxURLLen {
		long += "abcdefgh"
	}
	tests := []struct {
		url  string
		trap bool
	}{
		{"http://example.org/t?tag=a&tag=b&tag=c", false},
		{"http://example.org/t?x=1&x=1&x=1&x=1", true},
		{"http://example.org/a/b/a/b/a/b/", false},
		{"http://example.org/a/a/a/a/", true},
		{"http://example.org/cal?month=99999", false},
		{long, true},
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.url)
		if err != nil {
			t.Fatal(err)
		}
		if got := trapReason(u); (got != "") != tt.trap {
			t.Errorf("trapReason(%.60s) = %q, want trap %v", tt.url, got, tt.trap)
		}
	}
}

func TestQueueKeyOrder(t *testing.T) {
	// Higher priority first, then lower sequence.
	keys := [][]byte{
		queueKey(math.Inf(1), 9), queueKey(2.5, 1), queueKey(2.5, 2), queueKey(1, 0),
		queueKey(0, 1), queueKey(math.NaN(), 2), queueKey(0, 3), queueKey(-0.5, 1), queueKey(-7, 1),
	}
	for i := 1; i < len(keys); i++ {
		if bytes.Compare(keys[i-1], keys[i]) >= 0 {
			t.Errorf("key %d does not sort before key %d", i-1, i)
		}
	}
}

// FuzzBFSKey checks that the key the frontier deduplicates by is a fixed
// point: the key of a URL, read back as a URL, has the same key. A key
// that drifted would let a resumed crawl fetch a page it had already.
func FuzzBFSKey(f *testing.F) {
	for _, s := range []string{
		"http://Example.COM:80/a?b=2&a=1#x",
		"http://example.com/t?sid=0123&t=5&PHPSESSID=zz",
		"http://h/index.php?topic=1.0;wap2",
		"http://h/x;jsessionid=AB12?a=b+c&a=%7E&=&&z",
		"https://[::1]:443/a%2Fb/../c?%zz=1",
		"http://h/caf%C3%A9?q=\u00e9",
	} {
		f.Add(s)
	}
	var b BFS
	f.Fuzz(func(t *testing.T, raw string) {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return
		}
		k := b.Key(u)
		back, err := url.Parse(k)
		if err != nil {
			t.Fatalf("key %q of %q does not parse: %v", k, raw, err)
		}
		if k2 := b.Key(back); k2 != k {
			t.Fatalf("key of %q is %q, whose key is %q", raw, k, k2)
		}
	})
}
