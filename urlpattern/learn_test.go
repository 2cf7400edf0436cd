package urlpattern

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var words = strings.Fields("the a best new old how to fix my car oven trip report question about " +
	"phone battery garden roses pizza dough advice on used sedan help with 5g signal first time")

// slug is a title turned into a URL slug, 2 to 7 words.
func slug(r *rand.Rand) string {
	w := make([]string, 2+r.IntN(6))
	for i := range w {
		w[i] = words[r.IntN(len(words))]
	}
	return strings.Join(w, "-")
}

func hex32(r *rand.Rand) string { return fmt.Sprintf("%016x%016x", r.Uint64(), r.Uint64()) }

type gen func(r *rand.Rand) string

func sprintf(format string, args ...func(r *rand.Rand) any) gen {
	return func(r *rand.Rand) string {
		vals := make([]any, len(args))
		for i, a := range args {
			vals[i] = a(r)
		}
		return fmt.Sprintf(format, vals...)
	}
}

func id(r *rand.Rand) any      { return 1 + r.IntN(20000) }
func small(r *rand.Rand) any   { return 2 + r.IntN(30) }
func title(r *rand.Rand) any   { return slug(r) }
func session(r *rand.Rand) any { return hex32(r) }
func year(r *rand.Rand) any    { return 2005 + r.IntN(20) }
func month(r *rand.Rand) any   { return 1 + r.IntN(12) }

// oneOf draws from gens with the given weights.
func oneOf(weights []int, gens ...gen) gen {
	return func(r *rand.Rand) string {
		n := r.IntN(sum(weights))
		for i, w := range weights {
			if n < w {
				return gens[i](r)
			}
			n -= w
		}
		panic("unreachable")
	}
}

func sum(ws []int) int {
	s := 0
	for _, w := range ws {
		s += w
	}
	return s
}

// URL sets of common forum and blog packages with 5-20% noise mixed in:
// learning keeps the true forms, drops the noise, and generalises to URLs
// it never saw.
func TestLearnSynthetic(t *testing.T) {
	cases := []struct {
		name   string
		url    gen
		noise  []gen
		share  float64 // of noise in the training set
		ignore []string
		want   []string
		accept []string
		reject []string
	}{{
		name:   "FluxBB thread",
		url:    sprintf("http://127.0.0.1:18082/viewtopic.php?id=%d", id),
		noise:  []gen{sprintf("http://127.0.0.1:18082/viewtopic.php?pid=%d#p%[1]d", id)},
		share:  0.15,
		want:   []string{`^http://127\.0\.0\.1:18082/viewtopic\.php\?id=\d+$`},
		accept: []string{"http://127.0.0.1:18082/viewtopic.php?id=3#p7"},
		reject: []string{"http://127.0.0.1:18082/viewtopic.php?id=3&action=print", "http://127.0.0.1:18082/viewtopic.php?id=3&p=2"},
	}, {
		// IP.Board 3 without mod_rewrite: the path goes on in the query.
		name:   "IP.Board topic",
		url:    sprintf("http://b.example/forums/index.php?/topic/%d-%s/", id, title),
		noise:  []gen{sprintf("http://b.example/forums/index.php?/user/%d-%s/", id, title)},
		share:  0.1,
		want:   []string{`^http://b\.example/forums/index\.php\?/topic/\d+-[^/?#.]+/$`},
		reject: []string{"http://b.example/forums/index.php?/topic/5-x/page-2", "http://b.example/forums/index.php?/forum/5-x/"},
	}, {
		name: "phpBB thread",
		url:  sprintf("http://forum.example/viewtopic.php?f=%d&t=%d", small, id),
		noise: []gen{
			sprintf("http://forum.example/viewtopic.php?p=%d", id),
			sprintf("http://forum.example/memberlist.php?mode=viewprofile&u=%d", id),
			sprintf("http://forum.example/viewforum.php?f=%d", small),
			sprintf("http://forum.example/viewtopic.php?f=%d&t=%d&view=print", small, id),
		},
		share:  0.15,
		want:   []string{`^http://forum\.example/viewtopic\.php\?f=\d+&t=\d+$`},
		reject: []string{"http://forum.example/viewtopic.php?t=5&f=2", "http://forum.example/viewtopic.php?f=2&t=5&sid=0123456789abcdef"},
	}, {
		name:   "phpBB thread with session ids",
		url:    sprintf("http://forum.example/viewtopic.php?f=%d&t=%d&sid=%s", small, id, session),
		noise:  []gen{sprintf("http://forum.example/ucp.php?mode=login&sid=%s", session)},
		share:  0.05,
		ignore: []string{"sid"},
		want:   []string{`^http://forum\.example/viewtopic\.php\?f=\d+&t=\d+$`},
		accept: []string{"http://forum.example/viewtopic.php?f=2&t=5", "http://forum.example/viewtopic.php?sid=abc&f=2&t=5#p9"},
	}, {
		name: "vBulletin thread page-flip",
		url:  sprintf("http://vb.example/forum/showthread.php?t=%d&page=%d", id, small),
		noise: []gen{
			sprintf("http://vb.example/forum/showthread.php?p=%d", id),
			sprintf("http://vb.example/forum/member.php?u=%d", id),
			sprintf("http://vb.example/forum/showthread.php?t=%d&goto=newpost", id),
			sprintf("http://vb.example/forum/printthread.php?t=%d", id),
		},
		share:  0.2,
		want:   []string{`^http://vb\.example/forum/showthread\.php\?t=\d+&page=\d+$`},
		reject: []string{"http://vb.example/forum/showthread.php?t=5", "http://vb.example/forum/showthread.php?t=5&page=2&pp=40"},
	}, {
		name:   "vBulletin thread with s=",
		url:    sprintf("http://vb.example/showthread.php?s=%s&t=%d", session, id),
		ignore: []string{"s"},
		want:   []string{`^http://vb\.example/showthread\.php\?t=\d+$`},
		accept: []string{"http://vb.example/showthread.php?s=0f&t=77"},
	}, {
		name: "XenForo thread",
		url:  sprintf("https://xf.example/community/threads/%s.%d/", title, id),
		noise: []gen{
			sprintf("https://xf.example/community/members/%s.%d/", title, id),
			sprintf("https://xf.example/community/threads/%s.%d/post-%d", title, id, id),
			sprintf("https://xf.example/community/threads/%s.%d/unread", title, id),
			sprintf("https://xf.example/community/forums/%s.%d/", title, id),
		},
		share:  0.15,
		want:   []string{`^https://xf\.example/community/threads/[^/?#]+\.\d+/$`},
		reject: []string{"https://xf.example/community/threads/a-b.5/page-2", "https://xf.example/community/threads/a-b.5/?order=date"},
	}, {
		name:  "XenForo thread page-flip",
		url:   sprintf("https://xf.example/threads/%s.%d/page-%d", title, id, small),
		noise: []gen{sprintf("https://xf.example/threads/%s.%d/latest", title, id)},
		share: 0.1,
		want:  []string{`^https://xf\.example/threads/[^/?#]+\.\d+/page-\d+$`},
	}, {
		name: "WordPress post",
		url:  sprintf("https://blog.example/%d/%02d/%02d/%s/", year, month, month, title),
		noise: []gen{
			sprintf("https://blog.example/category/%s/", title),
			sprintf("https://blog.example/tag/%s/", title),
			sprintf("https://blog.example/%d/%02d/", year, month),
			sprintf("https://blog.example/%d/%02d/%02d/%s/feed/", year, month, month, title),
		},
		share:  0.2,
		want:   []string{`^https://blog\.example/\d+/\d+/\d+/[^/?#.]+/$`},
		reject: []string{"https://blog.example/2024/05/03/a-slug/?replytocom=5", "https://blog.example/2024/05/a-slug/"},
	}, {
		name: "SMF topic, query form",
		url:  sprintf("http://smf.example/index.php?topic=%d.0", id),
		noise: []gen{
			sprintf("http://smf.example/index.php?action=profile;u=%d", id),
			sprintf("http://smf.example/index.php?topic=%d.msg%d", id, id),
			sprintf("http://smf.example/index.php?board=%d.0", small),
			sprintf("http://smf.example/index.php?action=printpage;topic=%d.0", id),
		},
		share: 0.15,
		// A topic's first page is topic=ID.0; topic=ID.15 is its second.
		want:   []string{`^http://smf\.example/index\.php\?topic=\d+\.0$`},
		accept: []string{"http://smf.example/index.php?topic=5.0#new"},
		reject: []string{"http://smf.example/index.php?topic=5.0;wap2", "http://smf.example/index.php?topic=5.msg9", "http://smf.example/index.php?topic=5.15"},
	}, {
		name:  "SMF topic, path form",
		url:   sprintf("http://smf.example/index.php/topic,%d.%d.html", id, small),
		noise: []gen{sprintf("http://smf.example/index.php/board,%d.0.html", small)},
		share: 0.1,
		want:  []string{`^http://smf\.example/index\.php/topic,\d+\.\d+\.html$`},
	}, {
		name: "Discuz thread",
		url:  sprintf("http://dz.example/thread-%d-%d-1.html", id, small),
		noise: []gen{
			sprintf("http://dz.example/forum-%d-1.html", small),
			sprintf("http://dz.example/space-uid-%d.html", id),
			sprintf("http://dz.example/home.php?mod=space&uid=%d", id),
		},
		share:  0.15,
		want:   []string{`^http://dz\.example/thread-\d+-\d+-\d+\.html$`},
		reject: []string{"http://dz.example/forum-2-1.html"},
	}, {
		name: "FluxBB boards, two forms",
		url: oneOf([]int{3, 2},
			sprintf("http://flux.example/viewforum.php?id=%d", id),
			sprintf("http://flux.example/viewforum.php?id=%d&p=%d", id, small)),
		noise: []gen{sprintf("http://flux.example/extern.php?action=feed&fid=%d&type=atom", small)},
		share: 0.1,
		want: []string{
			`^http://flux\.example/viewforum\.php\?id=\d+$`,
			`^http://flux\.example/viewforum\.php\?id=\d+&p=\d+$`,
		},
	}, {
		// Category pages are 2/7 of the set but each of their two forms only
		// 1/7: they are kept together, as an alternation.
		name: "blog index, a form kept whole",
		url: oneOf([]int{10, 2, 2},
			sprintf("https://blog.example/archive/%d/", id),
			sprintf("https://blog.example/category/%s/", title),
			sprintf("https://blog.example/category/%s/page/%d/", title, small)),
		noise: []gen{sprintf("https://blog.example/author/%s/", title)},
		share: 0.05,
		want: []string{
			`^https://blog\.example/archive/\d+/$`,
			`^(?:https://blog\.example/category/[^/?#.]+/|https://blog\.example/category/[^/?#.]+/page/\d+/)$`,
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, 2))
			const n = 200
			train := make([]string, 0, 2*n)
			for range n {
				train = append(train, c.url(r))
			}
			for i := range int(c.share * n / (1 - c.share)) {
				train = append(train, c.noise[i%len(c.noise)](r))
			}
			r.Shuffle(len(train), func(i, j int) { train[i], train[j] = train[j], train[i] })
			set, err := Learn(train, Options{Ignore: c.ignore})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range set.Patterns {
				got = append(got, p.Regex)
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("patterns\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			m, err := set.Compile()
			if err != nil {
				t.Fatal(err)
			}
			for range n { // unseen URLs of the type, unseen noise
				if u := c.url(r); !m.Match(u) {
					t.Errorf("held-out %s rejected", u)
				}
				for _, g := range c.noise {
					if u := g(r); m.Match(u) {
						t.Errorf("noise %s accepted", u)
					}
				}
			}
			for _, u := range c.accept {
				if !m.Match(u) {
					t.Errorf("%s rejected", u)
				}
			}
			for _, u := range c.reject {
				if m.Match(u) {
					t.Errorf("%s accepted", u)
				}
			}
		})
	}
}

// The paper's own example (FoCUS 4.3.2): only the first form covers more
// than 0.2 of the URLs.
func TestLearnPaperExample(t *testing.T) {
	set, err := Learn([]string{
		"http://www.gardenstew.com/about20152.html",
		"http://www.gardenstew.com/about18382.html",
		"http://www.gardenstew.com/about19741.html",
		"http://www.gardenstew.com/about20142.html",
		"http://www.gardenstew.com/user-34.html",
		"http://www.gardenstew.com/post-180803.html",
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := Pattern{Regex: `^http://www\.gardenstew\.com/about\d+\.html$`, Covered: 4,
		Examples: []string{"http://www.gardenstew.com/about20152.html", "http://www.gardenstew.com/about18382.html", "http://www.gardenstew.com/about19741.html"}}
	if len(set.Patterns) != 1 || set.Patterns[0].Regex != want.Regex || set.Patterns[0].Covered != want.Covered ||
		!slices.Equal(set.Patterns[0].Examples, want.Examples) {
		t.Fatalf("got %+v, want %+v", set.Patterns, want)
	}
}

func TestLearnEdges(t *testing.T) {
	for _, c := range []struct {
		name string
		urls []string
		o    Options
		want []string
		err  bool
	}{
		{name: "nothing", urls: nil},
		{name: "only unusable URLs", urls: []string{"", "/relative/path", "http://h/\xff", "http://h/" + strings.Repeat("a", MaxURLLen)}},
		{name: "one URL", urls: []string{"http://h/t/12#frag"}, want: []string{`^http://h/t/\d+$`}},
		{name: "one category", urls: []string{"http://h/categories/ask-a-question.4/", "http://h/categories/ask-a-question.4/?x=1"},
			want: []string{`^http://h/categories/[^/?#]+\.\d+/$`, `^http://h/categories/[^/?#]+\.\d+/\?x=\d+$`}},
		{name: "duplicates count once", urls: []string{"http://h/t/1", "http://h/t/1", "http://h/t/1", "http://h/u/1", "http://h/u/2"},
			o: Options{MinCover: 0.4}, want: []string{`^http://h/u/\d+$`}},
		{name: "bare keys and empty values", urls: []string{"http://h/x?print&a=", "http://h/x?print&a=1"},
			want: []string{`^http://h/x\?print&a=\d*$`}},
		{name: "no path, empty query", urls: []string{"http://h", "http://h?"}, want: []string{`^http://h$`, `^http://h\?$`}},
		{name: "escapes", urls: []string{"http://h/t/caf%C3%A9", "http://h/t/na%C3%AFve"}, want: []string{`^http://h/t/[^/?#.]+$`}},
		{name: "labels with escaped spaces", urls: []string{
			"http://h/search/label/Booking%20Site%20&%20Overbooking?updated-max=2025-02-19T04:39:00%2B02:00&max-results=20",
			"http://h/search/label/Booking%20site?updated-max=2024-12-29T07:34:00%2B02:00&max-results=20",
			"http://h/search/label/Flights%20&%20Airports?updated-max=2025-04-16T00:32:00%2B02:00&max-results=20"},
			want: []string{`^http://h/search/label/[^/?#.]+\?updated-max=\d+-\d+-\d+T\d+:\d+:\d+%2B\d+:\d+&max-results=\d+$`}},
		{name: "a category and its subcategories", urls: []string{
			"http://h/c/fruit-trees/1", "http://h/c/lawn-care/2", "http://h/c/roses/3", "http://h/c/herbs/4",
			"http://h/c/garden-tools/5", "http://h/c/garden-tools/pruning-shears/9", "http://h/c/garden-tools/soil-care/10",
			"http://h/c/house-plants/6", "http://h/c/bulbs/7", "http://h/c/ponds/8"},
			want: []string{`^(?:http://h/c/[^/?#.]+/\d+|http://h/c/[^/?#.]+/[^/?#.]+/\d+)$`}},
		// Mailing lists named by address, a few threads each: the
		// lists are names, not forms of the site's URLs.
		{name: "threads of lists named by address", urls: []string{
			"http://h/list/rice-flour@lists.example.org/thread/W3QB64Y27JS/", "http://h/list/rice-flour@lists.example.org/thread/POQW2PAZND/",
			"http://h/list/rice-flour@lists.example.org/thread/NTLUPNGR47H/", "http://h/list/wok@lists.spices.example.org/thread/J64ADR7XJ/",
			"http://h/list/wok@lists.spices.example.org/thread/HII7ELPYU76Y/", "http://h/list/wok@lists.spices.example.org/thread/D2LYV6K7RIYI/",
			"http://h/list/onions_flour@lists.example.org/thread/CV6CAJWEP23R/", "http://h/list/onions_flour@lists.example.org/thread/CEJUIAVUOB/",
			"http://h/list/onions_flour@lists.example.org/thread/A52J56C23JTB/"},
			want: []string{`^http://h/list/[^/?#]+/thread/[^/?#.]+/$`}},
		// Tags without a dot: a tag's feed (tags/phones.rss) is no tag page.
		{name: "tags and their feeds", urls: []string{"http://h/tags/phones", "http://h/tags/jet-lag", "http://h/tags/esim"},
			want: []string{`^http://h/tags/[^/?#.]+$`}},
		// A query value without a slash: a board's pages (YaBB's
		// board=NAME/20) are no board.
		{name: "query values and their pages", urls: []string{"http://h/YaBB.pl?board=general", "http://h/YaBB.pl?board=keys", "http://h/YaBB.pl?board=buying"},
			want: []string{`^http://h/YaBB\.pl\?board=[^&;#/]+$`}},
		{name: "query values with slashes", urls: []string{"http://h/YaBB.pl?board=general/20", "http://h/YaBB.pl?board=keys/40", "http://h/YaBB.pl?board=ask"},
			want: []string{`^http://h/YaBB\.pl\?board=[^&;#]+$`}},
		// Values passed by position: a forum's, a thread's, their pages.
		// A message's link (read.php?5,1603,1620) is of another shape.
		{name: "values by position", urls: []string{"http://h/list.php?5", "http://h/list.php?7", "http://h/list.php?12",
			"http://h/read.php?5,1603", "http://h/read.php?5,1700", "http://h/read.php?12,22",
			"http://h/read.php?5,1603,page=2", "http://h/read.php?12,22,page=3"},
			o:    Options{MinCover: 0.1},
			want: []string{`^http://h/list\.php\?\d+$`, `^http://h/read\.php\?\d+,\d+$`, `^http://h/read\.php\?\d+,\d+,page=\d+$`}},
		{name: "titles by position", urls: []string{"http://h/showthread.php?1234-new-lens", "http://h/showthread.php?77-packing-list"},
			want: []string{`^http://h/showthread\.php\?\d+-[^&;#,/]+$`}},
		// What FUDforum links for a visitor without a session id.
		{name: "empty query items", urls: []string{"http://h/index.php?t=msg&th=12&start=0&", "http://h/index.php?t=msg&th=7&start=0&S=1f&"},
			o: Options{Ignore: []string{"S"}}, want: []string{`^http://h/index\.php\?t=msg&th=\d+&start=\d+$`}},
		{name: "names with dots", urls: []string{"http://h/tags/node.js", "http://h/tags/jet-lag", "http://h/tags/esim"},
			want: []string{`^http://h/tags/[^/?#]+$`}},
		// Members' profiles share the form of a topic below its category
		// (Kunena's forum/CAT/ID-title beside forum/user/ID-name).
		{name: "a profile to avoid", urls: []string{"http://h/forum/cameras/12-new-lens", "http://h/forum/travel/40-packing-list",
			"http://h/forum/roses/7-tripod-advice", "http://h/forum/baking/9-sourdough", "http://h/forum/phones/21-screen"},
			o:    Options{Avoid: []string{"http://h/forum/user/3-anna", "http://h/forum/travel", "http://h/forum/cameras/99-other-title"}},
			want: []string{`^http://h/forum/(?:[^/?#.u][^/?#.]*|u(?:[^/?#.s][^/?#.]*|s(?:[^/?#.e][^/?#.]*|e(?:[^/?#.r][^/?#.]*|r[^/?#.]+)?)?)?)/\d+-[^/?#.]+$`}},
		// vBulletin 5's sub-forums share the form of its topics
		// (forum/CAT/BOARD/ID-title): any value led by a digit is kept
		// out, not only the topics learning saw.
		{name: "topics to avoid", urls: []string{"http://h/forum/garden/roses/pruning", "http://h/forum/travel/lawn/mowing",
			"http://h/forum/kitchen/baking/bread", "http://h/forum/cars/knives/sharpening", "http://h/forum/phones/apps/games"},
			o:    Options{Avoid: []string{"http://h/forum/garden/roses/123-black-spot", "http://h/forum/kitchen/baking/9-rye"}},
			want: []string{`^http://h/forum/[^/?#.]+/[^/?#.]+/[^/?#.0-9][^/?#.]*$`}},
		// Thredded's members (users/ID) have the form of its topics
		// (BOARD/TOPIC), one of them titled with a number first: values
		// of digits alone are kept out, the posts' permalinks (posts/ID)
		// with them.
		{name: "members by number beside topics led by a digit", urls: []string{"http://h/forum/garden/10-tips-for-roses", "http://h/forum/travel/packing-list",
			"http://h/forum/kitchen/sourdough", "http://h/forum/cars/rust-patch", "http://h/forum/phones/apps"},
			o:    Options{Avoid: []string{"http://h/forum/users/12", "http://h/forum/users/7", "http://h/forum/users/31"}},
			want: []string{`^http://h/forum/[^/?#.]+/(?:[^/?#.0-9][^/?#.]*|\d+[^/?#.0-9][^/?#.]*)$`}},
		// Simple:Press's sub-forums share the form of their board's topics
		// (forum/F/SUB/ beside forum/F/T/), named alike: as many topics
		// as sub-forums to keep out, only the sub-forums seen are.
		{name: "topics named as sub-forums", urls: []string{"http://h/forum/cooking/cakes/", "http://h/forum/cooking/pasta/", "http://h/forum/cooking/soups/"},
			o: Options{Avoid: []string{"http://h/forum/cooking/best-oven/", "http://h/forum/cooking/my-first-loaf/", "http://h/forum/cooking/wok-or-pan/",
				"http://h/forum/garden/roses-help/"}},
			want: []string{`^http://h/forum/cooking/(?:cakes|pasta|soups)/$`}},
		// Each topic's feed (forum/F/T/rss/) has the form of a sub-forum's
		// topic (forum/F/SUB/T/): the word the feeds share is kept out,
		// not the boards and topics they name.
		{name: "one view of every topic", urls: []string{"http://h/forum/cooking/cakes/best-oven/", "http://h/forum/baking/rye/first-loaf/",
			"http://h/forum/garden/roses/black-spot/", "http://h/forum/cars/vans/rust-patch/", "http://h/forum/pets/cats/fussy-eater/"},
			o: Options{Avoid: []string{"http://h/forum/cooking/wok-or-pan/rss/", "http://h/forum/garden/lawn-moss/rss/",
				"http://h/forum/cars/tyre-wear/rss/", "http://h/forum/cars/oil-change/rss/"}},
			want: []string{`^http://h/forum/[^/?#.]+/[^/?#.]+/(?:[^/?#.r][^/?#.]*|r(?:[^/?#.s][^/?#.]*|s(?:[^/?#.s][^/?#.]*|s[^/?#.]+)?)?)/$`}},
		// Simple:Press's board pages (forum/F/page-2/) have the form of
		// its topics (forum/F/T/): every page-N is kept out, not the
		// pages seen or the boards they name.
		{name: "a board's later pages", urls: []string{"http://h/forum/cooking/best-oven/", "http://h/forum/baking/first-loaf/",
			"http://h/forum/garden/black-spot/", "http://h/forum/cars/rust-patch/", "http://h/forum/pets/fussy-eater/"},
			o:    Options{Avoid: []string{"http://h/forum/cooking/page-2/", "http://h/forum/garden/page-3/", "http://h/forum/cars/page-2/"}},
			want: []string{`^http://h/forum/[^/?#.]+/(?:[^/?#.p][^/?#.]*|p(?:[^/?#.a][^/?#.]*|a(?:[^/?#.g][^/?#.]*|g(?:[^/?#.e][^/?#.]*|e(?:[^/?#.\-][^/?#.]*|-(?:[^/?#.0-9][^/?#.]*|\d+[^/?#.0-9][^/?#.]*)?)?)?)?)?)/$`}},
		// A sub-board's page shares its board with the board's topics'
		// feeds: once rss keeps the feeds out, the page's page-N wins the
		// tie with the board's name, which would keep out the board's
		// topics.
		{name: "a sub-board's later page beside feeds", urls: []string{"http://h/forum/cooking/cakes/best-oven/", "http://h/forum/baking/rye/first-loaf/",
			"http://h/forum/garden/roses/black-spot/", "http://h/forum/cars/vans/rust-patch/", "http://h/forum/pets/cats/fussy-eater/"},
			o: Options{Avoid: []string{"http://h/forum/garden/lawn/rss/", "http://h/forum/garden/moss/rss/", "http://h/forum/cars/tyres/rss/",
				"http://h/forum/garden/roses/page-2/"}},
			want: []string{`^http://h/forum/[^/?#.]+/[^/?#.]+/(?:[^/?#.pr][^/?#.]*|p(?:[^/?#.a][^/?#.]*|a(?:[^/?#.g][^/?#.]*|g(?:[^/?#.e][^/?#.]*|e(?:[^/?#.\-][^/?#.]*|-(?:[^/?#.0-9][^/?#.]*|\d+[^/?#.0-9][^/?#.]*)?)?)?)?)?|r(?:[^/?#.s][^/?#.]*|s(?:[^/?#.s][^/?#.]*|s[^/?#.]+)?)?)/$`}},
		// Boards nest: the one sub-board learning saw stands for every
		// board's, one level below the boards' pattern, its topics kept out.
		{name: "sub-boards below boards", urls: []string{"http://h/forum/garden-care/roses", "http://h/forum/garden-care/lawn",
			"http://h/forum/home-kitchen/baking", "http://h/forum/home-kitchen/knives", "http://h/forum/classic-cars/engines", "http://h/forum/classic-cars/tyres",
			"http://h/forum/garden-care/roses/pruning"},
			o:    Options{Nested: true, Avoid: []string{"http://h/forum/garden-care/roses/123-black-spot", "http://h/forum/home-kitchen/baking/9-rye"}},
			want: []string{`^(?:http://h/forum/[^/?#.]+/[^/?#.]+|http://h/forum/[^/?#.]+/[^/?#.]+/[^/?#.0-9][^/?#.]*)$`}},
		{name: "two levels of sub-boards, trailing slashes", urls: []string{"http://h/b/travel/", "http://h/b/phones/", "http://h/b/garden/",
			"http://h/b/garden/roses/", "http://h/b/garden/roses/climbing/"},
			o:    Options{Nested: true},
			want: []string{`^(?:http://h/b/[^/?#.]+/|http://h/b/[^/?#.]+/[^/?#.]+/|http://h/b/[^/?#.]+/[^/?#.]+/[^/?#.]+/)$`}},
		// A name ending several URLs is a category crossed with the
		// site's views (Q2A's unanswered/CAT), not a sub-board.
		{name: "views of categories, not sub-boards", urls: []string{"http://h/questions", "http://h/unanswered",
			"http://h/garden-care", "http://h/home-kitchen", "http://h/classic-cars",
			"http://h/questions/garden-care", "http://h/questions/home-kitchen", "http://h/questions/classic-cars",
			"http://h/unanswered/garden-care", "http://h/unanswered/home-kitchen", "http://h/unanswered/classic-cars"},
			o:    Options{Nested: true},
			want: []string{`^http://h/questions/[^/?#.]+$`, `^http://h/unanswered/[^/?#.]+$`, `^http://h/[^/?#.]+$`}},
		{name: "MinCover 1", urls: []string{"http://h/"}, o: Options{MinCover: 1}, err: true},
		{name: "MinCover negative", urls: []string{"http://h/"}, o: Options{MinCover: -0.1}, err: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			set, err := Learn(c.urls, c.o)
			if (err != nil) != c.err {
				t.Fatalf("error %v", err)
			}
			var got []string
			for _, p := range set.Patterns {
				got = append(got, p.Regex)
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestGeneralise(t *testing.T) {
	for _, c := range []struct {
		vals []string
		want string
	}{
		{[]string{"viewtopic.php"}, `viewtopic\.php`},
		{[]string{"2024", "1999"}, `\d+`},
		{[]string{"topic99-the-suspension-failed.html", "topic7-advice-on-a-used-sedan.html"}, `topic\d+-[^/?#]+\.html`},
		{[]string{"topic9-a-p2.html", "topic70-b-c-p13.html"}, `topic\d+-[^/?#]+-p\d+\.html`},
		{[]string{"t5", "t5x"}, `t\d+[^/?#]*`},
		{[]string{"12.0", "12.msg34"}, `\d+\.[^/?#]*\d+`},
		{[]string{"Some_Title", "other"}, `[^/?#]+`},
		{[]string{"caf%C3%A9", "x y"}, `[^/?#]+`},
		{[]string{"é-1", "è-2"}, `[^/?#]+-\d+`},
		// The name beside the number of a sample's one URL is the item's;
		// words glued to a number, or shared by several URLs, are a form.
		{[]string{"ask-a-question.4"}, `[^/?#]+\.\d+`},
		{[]string{"12-buying-advice"}, `\d+-[^/?#]+`},
		{[]string{"comment-page-2", "comment-page-2"}, `comment-page-\d+`},
		{[]string{"buying-advice-f12"}, `[^/?#]+-f\d+`},
		{[]string{"my_first_post-p3"}, `[^/?#]+-p\d+`},
		{[]string{"page-2"}, `page-\d+`},
		{[]string{"thread-12-1-1.html"}, `thread-\d+-\d+-\d+\.html`},
		// A first page's offset after the item's number is its form.
		{[]string{"12.0", "7.0", "345.0"}, `\d+\.0`},
		{[]string{"8.1", "230.1", "41.1"}, `\d+\.1`},
		{[]string{"8.1", "8.1", "8.1"}, `\d+\.\d+`},
		{[]string{"12.0", "7.15", "345.0"}, `\d+\.\d+`},
		{[]string{"2024-1", "2025-1", "2026-1"}, `\d+-1`},
		{[]string{"8.21", "9.21", "12.21"}, `\d+\.\d+`},
		{[]string{"thread-12-1-1.html", "thread-5-1-1.html", "thread-90-1-1.html"}, `thread-\d+-\d+-\d+\.html`},
		{[]string{"roses-and-flowers"}, `roses-and-flowers`},
		// The digits of a %-escape are no number.
		{[]string{"Flights%20&%20Airports"}, `Flights%20&%20Airports`},
		{[]string{"Booking%20Site", "Booking%20Tips"}, `Booking%20[^/?#]+`},
	} {
		if got := generalise(c.vals, `[^/?#]`); got != c.want {
			t.Errorf("generalise(%q) = %s, want %s", c.vals, got, c.want)
		}
	}
}

// except matches every value of its class but the words, prefixes and
// extensions of the words included; a word ending in numberMark keeps
// out that word followed by a number.
func TestExcept(t *testing.T) {
	words := []string{"user", "users", "u-list", "go", "page-" + numberMark}
	re := regexp.MustCompile("^" + except(`[^/?#.]`, words) + "$")
	for _, c := range []struct {
		v    string
		want bool
	}{
		{"user", false}, {"users", false}, {"u-list", false}, {"go", false},
		{"", false}, {"a.b", false},
		{"u", true}, {"us", true}, {"use", true}, {"userx", true}, {"usersx", true}, {"u-lis", true}, {"u-lists", true},
		{"g", true}, {"gone", true}, {"cameras", true}, {"Users", true}, {"ｕser", true},
		// A word and any number.
		{"page-2", false}, {"page-10", false},
		{"page-", true}, {"page", true}, {"page-x", true}, {"page-2x", true}, {"page-2-3", true}, {"pages-2", true}, {"page-turner", true},
	} {
		if got := re.MatchString(c.v); got != c.want {
			t.Errorf("except(%q) matches %q: %v, want %v", words, c.v, got, c.want)
		}
	}
}

// A link position holding two kinds of URL is two groups: a category and
// its feed in a breadcrumb, a member beside a post, a board and a topic
// of two scripts. Titles and slugs with dots stay one group.
func TestShape(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"http://f.example/category/4/photo", "http://f.example/category/5/travel", true},
		{"http://f.example/category/4/photo", "http://f.example/category/4.rss", false},
		{"http://f.example/threads/a-title.123/", "http://f.example/threads/other.7/", true},
		{"http://f.example/forum-2-1.html", "http://f.example/forum-3-1.html", true},
		{"http://f.example/tags/node.js", "http://f.example/tags/go", true},
		{"http://f.example/forums/news.2/index.rss", "http://f.example/forums/news.2/", false},
		{"http://f.example/index.php?topic=1.0", "http://f.example/index.php?action=profile;u=3", false},
		{"http://f.example/index.php?/forum/1-news/", "http://f.example/index.php?/forum/2-help/", true},
		{"http://f.example/index.php?/forum/1-news/page-2?sort=x", "http://f.example/index.php?/forum/1-news/", false},
		{"http://f.example/forum/forum_viewforum.php?id=3", "http://f.example/forum/forum_viewtopic.php?id=3", false}, // e107
		{"http://f.example/viewtopic.php?t=1", "http://f.example/forum/viewtopic.php?t=2", true},
		{"http://f.example/mwf/topic_show.pl?tid=1", "http://f.example/mwf/board_show.pl?bid=1", false},
	} {
		if got := Shape(c.a) == Shape(c.b); got != c.same {
			t.Errorf("Shape(%s) = %q, Shape(%s) = %q: same %v, want %v", c.a, Shape(c.a), c.b, Shape(c.b), got, c.same)
		}
	}
}
