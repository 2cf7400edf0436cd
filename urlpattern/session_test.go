package urlpattern

import (
	"fmt"
	"maps"
	"slices"
	"testing"
)

// fetchLinks renders the links of one page as a fetch with session value
// sess would see them; format gets the session value, then i.
func fetchLinks(sess string, n int, format string) []string {
	links := []string{"https://elsewhere.example/", "/static/style.css"}
	for i := range n {
		links = append(links, fmt.Sprintf(format, sess, i))
	}
	return links
}

func TestSessionParams(t *testing.T) {
	const a, b = "0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"
	for _, c := range []struct {
		name          string
		first, second []string
		want          []string
	}{{
		name:   "phpBB sid",
		first:  fetchLinks(a, 20, "http://f.example/viewtopic.php?f=2&t=1%[2]d&sid=%[1]s"),
		second: fetchLinks(b, 20, "http://f.example/viewtopic.php?f=2&t=1%[2]d&sid=%[1]s"),
		want:   []string{"sid"},
	}, {
		name:   "vBulletin s= first",
		first:  fetchLinks(a, 10, "showthread.php?s=%s&t=%d"),
		second: fetchLinks(b, 10, "showthread.php?s=%s&t=%d"),
		want:   []string{"s"},
	}, {
		name:   "SMF PHPSESSID with ';'",
		first:  fetchLinks(a, 10, "http://smf.example/index.php?PHPSESSID=%s;topic=%d.0"),
		second: fetchLinks(b, 10, "http://smf.example/index.php?PHPSESSID=%s;topic=%d.0"),
		want:   []string{"PHPSESSID"},
	}, {
		name:   "jsessionid in the path",
		first:  fetchLinks(a, 10, "http://j.example/forum/show.do;jsessionid=%s?id=%d"),
		second: fetchLinks(b, 10, "http://j.example/forum/show.do;jsessionid=%s?id=%d"),
		want:   []string{"jsessionid"},
	}, {
		// A new thread shifted the links by one: t= changes at every
		// position, but each fetch has many values of it, not one.
		name:   "shifted links are not sessions",
		first:  fetchLinks(a, 10, "viewtopic.php?sid=%s&t=%d"),
		second: slices.Insert(fetchLinks(b, 9, "viewtopic.php?sid=%s&t=%d"), 2, "viewtopic.php?sid="+b+"&t=99"),
		want:   []string{"sid"},
	}, {
		name:   "start= per link, unchanged",
		first:  fetchLinks(a, 10, "viewforum.php?f=3&sid=%s&start=%d0"),
		second: fetchLinks(b, 10, "viewforum.php?f=3&sid=%s&start=%d0"),
		want:   []string{"sid"},
	}, {
		// Answers sites call their category id sid: one per link, stable.
		name:   "a sid that is a category id",
		first:  fetchLinks("", 10, "dir/index?sid=39%[2]d"),
		second: fetchLinks("", 10, "dir/index?sid=39%[2]d"),
	}, {
		name:   "one link is no evidence",
		first:  fetchLinks(a, 1, "viewtopic.php?t=%[2]d&sid=%[1]s"),
		second: fetchLinks(b, 1, "viewtopic.php?t=%[2]d&sid=%[1]s"),
	}, {
		name:   "cookie accepted on the second fetch",
		first:  fetchLinks(a, 5, "viewtopic.php?t=%[2]d&sid=%[1]s"),
		second: []string{"https://elsewhere.example/", "/static/style.css", "viewtopic.php?t=0", "viewtopic.php?t=1"},
	}} {
		t.Run(c.name, func(t *testing.T) {
			if got := SessionParams(c.first, c.second); !slices.Equal(got, c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestQueryValues(t *testing.T) {
	for _, c := range []struct {
		in   string
		want map[string][]string
	}{
		{"http://h/a.php?t=5&sid=ab;x&t=6", map[string][]string{"t": {"5", "6"}, "sid": {"ab"}, "x": {""}}},
		{"http://h/index.php?/forum/3-x/page-2?sort=last&dir=Z-A", map[string][]string{"sort": {"last"}, "dir": {"Z-A"}}}, // the query's path is no parameter
		{"http://h/x?e=page%3D2", map[string][]string{"e": {"page%3D2"}}},
		{"http://h/x", map[string][]string{}},
		{"/relative?a=1", nil},
	} {
		if got := QueryValues(c.in); !maps.EqualFunc(got, c.want, slices.Equal) || (got == nil) != (c.want == nil) {
			t.Errorf("QueryValues(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestStripParams(t *testing.T) {
	for _, c := range []struct {
		in, want string
		names    []string
	}{
		{"http://h/a.php?sid=abc&t=5", "http://h/a.php?t=5", []string{"sid"}},
		{"http://h/a.php?t=5&SID=abc#p3", "http://h/a.php?t=5#p3", []string{"sid"}},
		{"http://h/a.php?sid=abc", "http://h/a.php", []string{"sid"}},
		{"http://h/a.php?sid", "http://h/a.php", []string{"sid"}},
		{"http://h/a;jsessionid=XYZ/b.do;x=1;jsessionid=Q?id=1", "http://h/a/b.do;x=1?id=1", []string{"jsessionid"}},
		{"http://h/index.php?PHPSESSID=abc;topic=12.0", "http://h/index.php?topic=12.0", []string{"phpsessid"}},
		{"http://h/x?a=1;s=2&b=3", "http://h/x?a=1&b=3", []string{"s"}},
		{"http://h/x?s=1&s=2", "http://h/x", []string{"s"}},
		{"http://h/x?", "http://h/x?", []string{"s"}},
		{"http://h/x?a=1", "http://h/x?a=1", nil},
		{"http://h;s=1/x", "http://h;s=1/x", []string{"s"}}, // the authority is left alone
		{"/rel;s=1?s=2&a", "/rel?a", []string{"s"}},
		{"http://h/index.php?/forum/3-x/page-2?s=1&st=2", "http://h/index.php?/forum/3-x/page-2?st=2", []string{"s"}}, // a path in the query
		{"http://h/index.php?/forum/3-x/", "http://h/index.php?/forum/3-x/", []string{"s"}},
		// One value only: a form's default goes, another order stays.
		{"http://h/f/3/page-2?sort=last&dir=Z-A", "http://h/f/3/page-2", []string{"dir=z-a", "sort=last"}},
		{"http://h/f/3/page-2?sort=views&dir=Z-A", "http://h/f/3/page-2?sort=views", []string{"dir=Z-A", "sort=last"}},
		{"http://h/f/3?sort=last&sort=views", "http://h/f/3?sort=views", []string{"sort=last"}},
		// Empty items carry no parameter: where FUDforum puts a visitor's
		// session id, it leaves a '&' for one without.
		{"http://h/index.php?t=msg&th=12&start=0&", "http://h/index.php?t=msg&th=12&start=0", nil},
		{"http://h/index.php?t=thread&frm_id=5&&start=40#x", "http://h/index.php?t=thread&frm_id=5&start=40#x", nil},
		{"http://h/index.php?t=thread&frm_id=5&S=ab12&start=40", "http://h/index.php?t=thread&frm_id=5&start=40", []string{"S"}},
		{"http://h/x?&a=1;", "http://h/x?a=1", nil},
		{"http://h/x?&", "http://h/x", nil},
		{"http://h/read.php?12,,page=3,", "http://h/read.php?12,,page=3,", nil},
	} {
		if got := StripParams(c.in, c.names); got != c.want {
			t.Errorf("StripParams(%q, %q) = %q, want %q", c.in, c.names, got, c.want)
		}
	}
}
