package sim

import "testing"

// URL habits of the vbulletin, mybb, smf and punbb skins that the generic
// truth test does not pin down: duplicates name their canonical page, side
// views are "other", traps are marked.
func TestForumSkinURLs(t *testing.T) {
	tests := []struct {
		pkg, path string
		status    int
		typ       string
		canonical string
		trap      bool
	}{
		{"vbulletin", "/forums/", 200, TypeEntry, "index.php", false},
		{"vbulletin", "/forums/forumdisplay.php?f=1&daysprune=-1&order=asc&sort=title", 200, TypeIndex, "forumdisplay.php?f=1", false},
		{"vbulletin", "/forums/showthread.php?p=1", 200, TypeThread, "showthread.php?t=1", false},
		{"vbulletin", "/forums/showthread.php?t=1&goto=lastpost", 302, TypeThread, "", false},
		{"vbulletin", "/forums/showpost.php?p=1&postcount=1", 200, TypeOther, "", false},
		{"vbulletin", "/forums/archive/index.php/t-1.html", 200, TypeOther, "", false},
		{"vbulletin", "/forums/calendar.php?month=3&year=2090", 200, TypeOther, "", true},
		{"vbulletin", "/forums/showthread.php?t=99999", 404, TypeOther, "", false},
		{"mybb", "/community/bbs/showthread.php?tid=1&pid=1", 200, TypeThread, "showthread.php?tid=1", false},
		{"mybb", "/community/bbs/forumdisplay.php?fid=1&sortby=subject&order=asc&datecut=9999&prefix=0", 200, TypeIndex, "forumdisplay.php?fid=1", false},
		{"mybb", "/community/bbs/archive/index.php?thread-1.html", 200, TypeOther, "", false},
		{"mybb", "/community/bbs/archive/index.php?thread-99999.html", 404, TypeOther, "", false},
		{"mybb", "/community/bbs/calendar.php?calendar=1&year=2100&month=1", 200, TypeOther, "", true},
		{"smf", "/index.php?board=1.0;sort=subject;desc", 200, TypeIndex, "index.php?board=1.0", false},
		{"smf", "/index.php?topic=1.msg1", 200, TypeThread, "index.php?topic=1.0", false},
		{"smf", "/index.php?topic=1.new", 200, TypeThread, "", false},
		{"smf", "/index.php?topic=1.0;prev_next=next", 302, TypeThread, "", false},
		{"smf", "/index.php?action=printpage;topic=1.0", 200, TypeOther, "", false},
		{"smf", "/index.php?action=calendar;year=2099;month=12", 200, TypeOther, "", true},
		{"smf", "/index.php?topic=1.0;wap2", 200, TypeOther, "", false},
		{"smf", "/index.php?board=1.9999", 404, TypeOther, "", false},
		{"punbb", "/", 200, TypeEntry, "/", false},
		{"punbb", "/index.php", 200, TypeEntry, "/", false},
		{"punbb", "/post/1/", 200, TypeThread, "", false},
		{"punbb", "/topic/1/wrong-slug/", 200, TypeThread, "", false},
		{"punbb", "/topic/1/last/post/", 302, TypeThread, "", false},
		{"punbb", "/forum/1/x/page/99/", 404, TypeOther, "", false},
	}
	sites := map[string]*Site{}
	for _, tc := range tests {
		s := sites[tc.pkg]
		if s == nil {
			p, err := Lookup(tc.pkg)
			if err != nil {
				t.Fatal(err)
			}
			s = NewSite(p)
			sites[tc.pkg] = s
		}
		r := respond(t, s, testBase+tc.path)
		if r.Status != tc.status || r.Info.Type != tc.typ || r.Info.Trap != tc.trap || (tc.canonical != "" && r.Info.Canonical != tc.canonical) {
			t.Errorf("%s %s: status %d, info %+v; want %d %s canonical %q trap %v", tc.pkg, tc.path, r.Status, r.Info, tc.status, tc.typ, tc.canonical, tc.trap)
		}
		if tc.typ == TypeThread && tc.canonical == "" && r.Info.Canonical == "" {
			t.Errorf("%s %s: a duplicate thread page without a canonical URL", tc.pkg, tc.path)
		}
	}
}
