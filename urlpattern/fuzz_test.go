package urlpattern

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// hostile URLs every matcher must turn down quickly (or match, but quickly).
var hostile = []string{
	"http://h/" + strings.Repeat("a-", MaxURLLen),
	"http://h/" + strings.Repeat("%", MaxURLLen-10),
	"http://h/?" + strings.Repeat("a=1&", (MaxURLLen-12)/4),
	"http://h/" + strings.Repeat(";s=1/", (MaxURLLen-10)/5),
	"http://h/\x00\xff\xfe" + strings.Repeat("\xc3", 1000),
	strings.Repeat("1", MaxURLLen),
}

// FuzzLearnMatch feeds arbitrary URL lists (one a line) to Learn: it never
// fails, its patterns compile, every URL a pattern was learned from matches
// it, and matching any URL takes bounded time.
func FuzzLearnMatch(f *testing.F) {
	for _, seed := range []string{
		"http://127.0.0.1:18082/viewtopic.php?id=1\nhttp://127.0.0.1:18082/viewtopic.php?id=22&p=2\nhttp://127.0.0.1:18082/viewtopic.php?pid=3#p3",
		"http://h/topic12-a-b.html\nhttp://h/topic3-c.html\nhttp://h/post4.html\nhttp://h/topic5-d-p2.html",
		"http://h/2024/05/03/a-slug/\nhttp://h/2023/01/02/b/\nhttp://h/category/x/page/2/\nhttp://h/category/y/",
		"http://h/index.php?PHPSESSID=ab;topic=1.0\nhttp://h/index.php?topic=2.msg5;sid=9\nhttp://h/x;jsessionid=1?a&b=&=c",
		"http://h\nhttp://h?\nhttp://h/\nhttps://h//\n://x\nhttp://\n\n/rel",
		"http://h/caf%C3%A9\nhttp://h/é-1\nhttp://h/\xff\nhttp://h/a\x00b\nhttp://h/(a)[b]{c}*+?.\\$^|",
		strings.Join(hostile, "\n"),
		"http://h/list.php?5\nhttp://h/list.php?7,page=2\nhttp://h/read.php?5,1603\nhttp://h/read.php?5,1603,1620#msg-1620\nhttp://h/read.php?12,,page=3,\nhttp://h/x?1,a=&b;2",
		"http://h/YaBB.pl?num=1729314000/15\nhttp://h/YaBB.pl?board=a/0;action=x\nhttp://h/YaBB.pl?board=keys",
		"http://h/f/a/b\nhttp://h/f/a/b/c\nhttp://h/f/x/y\nhttp://h/f/x/y/\nhttp://h/f/x/y/z/\nhttp://h/f/a/b/c/d",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data string) {
		urls := strings.Split(data, "\n")
		// URLs to avoid: the members with a segment renamed, as a profile
		// beside a topic.
		var avoid []string
		for _, u := range urls {
			if strings.Index(u, "://") > 0 {
				at := PathStart(u)
				avoid = append(avoid, u[:at]+strings.Replace(u[at:], "/", "/u", 2), u[:at]+strings.Replace(u[at:], "/", "/user/", 3))
			}
		}
		o := Options{Ignore: []string{"sid", "PHPSESSID", "jsessionid"}, Avoid: avoid, Nested: len(data)%2 == 1}
		cs, err := learn(urls, o)
		if err != nil {
			t.Fatal(err)
		}
		set, err := Learn(urls, o)
		if err != nil {
			t.Fatal(err)
		}
		m, err := set.Compile()
		if err != nil {
			t.Fatalf("patterns do not compile: %v", err)
		}
		for _, c := range cs {
			own := regexp.MustCompile("^" + c.regex + "$")
			for _, p := range c.members {
				if !own.MatchString(p.raw) || !m.Match(p.raw) {
					t.Fatalf("%q learned from but not matched by %s", p.raw, c.regex)
				}
			}
		}
		all := append(urls, hostile...)
		start := time.Now()
		for _, u := range all {
			m.Match(u)
			m.Match(u + u)
		}
		if d := time.Since(start) / time.Duration(2*len(all)); d > 100*time.Millisecond { // generous: fuzzing instruments the code and shares the machine
			t.Fatalf("matching took %v a URL", d)
		}
	})
}

// FuzzStripParams checks that stripping session parameters leaves none of
// them among the query's parameters, and that stripping again changes
// nothing: the crawl and the regexes must agree on a URL's stripped form.
func FuzzStripParams(f *testing.F) {
	for _, s := range []string{
		"http://h/index.php?PHPSESSID=ab;topic=1.0;sid=9#p1",
		"http://h/x;jsessionid=1/y;sid=2?a&sid=&=c",
		"http://h/index.php?/topic/12-t/?sid=3&st=20",
		"http://h?/x;sid=1&SID=2",
		"http://h/?sid=1?sid=2",
	} {
		f.Add(s)
	}
	names := []string{"sid", "PHPSESSID", "jsessionid"}
	f.Fuzz(func(t *testing.T, u string) {
		once := StripParams(u, names)
		if twice := StripParams(once, names); twice != once {
			t.Fatalf("StripParams(%q) = %q, and again %q", u, once, twice)
		}
		for k := range QueryValues(once) {
			for _, n := range names {
				if strings.EqualFold(k, n) {
					t.Fatalf("StripParams(%q) = %q keeps %s", u, once, k)
				}
			}
		}
	})
}
