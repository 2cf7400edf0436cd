package annotations

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
)

func TestPreviewIsInert(t *testing.T) {
	page := `<html><head><meta http-equiv="refresh" content="0;url=http://evil/"><base href="http://evil/">
<link rel="stylesheet" href="http://evil/s.css"><script>alert(1)</script></head>
<body onload="alert(2)"><h1 style="color:red">Board</h1>
<a href="/t/1" onclick="x()">thread one</a> <a href="javascript:alert(3)">js</a>
<form action="http://evil/post"><button formaction="http://evil/b">go</button></form>
<iframe src="http://evil/"></iframe><object data="x.swf"></object><embed src="x">
<noscript><a href="http://evil/ns">ns</a><img src="http://evil/ns.png"></noscript>
<svg><script>alert(4)</script><a xlink:href="http://evil/svg"><text>t</text></a></svg>
<img src="http://evil/p.png" alt="pic"></body></html>`
	got := preview([]byte(page))
	for _, bad := range []string{"<script", "alert(1)", "onload", "onclick", "refresh", "<base", "<link",
		"<iframe", "<object", "<embed", " href=", "action=", "javascript:", "alert(4)"} {
		if strings.Contains(got, bad) {
			t.Errorf("preview keeps %q:\n%s", bad, got)
		}
	}
	csp := `<head><meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; img-src data:"/>`
	for _, want := range []string{csp, `<h1 style="color:red">Board</h1>`, `data-href="/t/1"`, "thread one", `alt="pic"`} {
		if !strings.Contains(got, want) {
			t.Errorf("preview lacks %q:\n%s", want, got)
		}
	}
}

func TestPreviewOfFragment(t *testing.T) {
	// No <head> in the source: the parser makes one, and the CSP goes in it.
	got := preview([]byte("just text <b>bold</b>"))
	if !strings.Contains(got, "<head><meta http-equiv=\"Content-Security-Policy\"") || !strings.Contains(got, "<b>bold</b>") {
		t.Errorf("preview = %s", got)
	}
}

func TestSiteLinks(t *testing.T) {
	page, _ := url.Parse("http://127.0.0.1:8000/forum/index.php?x=1")
	links := `<a href="viewforum.php?f=2#top">f2</a> <a href="/t/1">t1</a> <a href="/t/1#p5">t1 again</a>
<A HREF=" http://127.0.0.1:8000/t/2 ">t2</A> <a href="http://127.0.0.1:9000/other-port">x</a>
<a href="http://elsewhere.org/">x</a> <a href="mailto:a@b">x</a> <a href="/logo.PNG">x</a> <a name="n">no href</a>
<a href="javascript:void(0)">js</a> <a href="#top">top</a>`
	for _, tc := range []struct {
		name, body string
		want       []string
	}{
		{"page URL", "<body>" + links, []string{
			"http://127.0.0.1:8000/forum/viewforum.php?f=2",
			"http://127.0.0.1:8000/t/1",
			"http://127.0.0.1:8000/t/2",
		}},
		// The first <base href> counts, for every link of the document.
		{"base", `<head><base href="/sub/"><base href="/other/"></head><body><a href="rel">r</a>` + links, []string{
			"http://127.0.0.1:8000/sub/rel",
			"http://127.0.0.1:8000/sub/viewforum.php?f=2",
			"http://127.0.0.1:8000/t/1",
			"http://127.0.0.1:8000/t/2",
		}},
		{"not HTML", "\x00\x01\x02", nil},
	} {
		if got := siteLinks(page, []byte(tc.body)); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: siteLinks =\n%q\nwant\n%q", tc.name, got, tc.want)
		}
	}
}
