package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var aaOnce = truthOnce(apacheanswer)

// aaFixture is the Answer site and its truth, built once for the tests of
// this file, with a question that has answers and comments, a board of two
// pages or more and a tag of no board. Answer's questions never page, so the
// shared fixture's long thread does not exist here.
type aaFixture struct {
	s     *Site
	tr    *Truth
	d     *aaTables
	q     *Thread // a question with two answers or more, and comments
	board *Board  // a board of two pages or more
	extra string  // a tag of no board
}

func newAAFixture(t *testing.T) aaFixture {
	t.Helper()
	s, tr := aaOnce(t)
	f := aaFixture{s: s, tr: tr, d: aaTab(s.World)}
	for _, th := range s.World.Threads {
		if f.q == nil && len(th.Posts) >= 3 && len(f.d.comments[th.Posts[0]]) > 0 {
			f.q = th
		}
	}
	for _, b := range s.World.Boards {
		if f.board == nil && b.Pages(aaPerPage) >= 2 {
			f.board = b
		}
	}
	for _, tag := range f.d.tags {
		if f.d.tagBoard[tag] == nil {
			f.extra = tag
			break
		}
	}
	if f.q == nil || f.board == nil || f.extra == "" {
		t.Fatalf("fixture incomplete: question %v board %v extra tag %q", f.q, f.board, f.extra)
	}
	return f
}

func (f aaFixture) get(t *testing.T, path string) Response {
	t.Helper()
	return respond(t, f.s, testBase+path)
}

// aaKind names an Answer URL by its route.
func aaKind(u *url.URL) string {
	seg := strings.Split(strings.Trim(u.Path, "/"), "/")
	q := u.Query()
	paged := ""
	if p := q.Get("page"); p != "" && p != "1" {
		paged = " paged"
	}
	sorted := ""
	if o := q.Get("order"); o != "" && o != "newest" {
		sorted = " " + o
	}
	switch {
	case u.Path == "/":
		return "home" + sorted + paged
	case u.Path == "/questions":
		return "questions" + sorted + paged
	case seg[0] == "questions" && len(seg) == 2:
		return "question bare"
	case seg[0] == "questions" && len(seg) == 3 && strings.HasPrefix(seg[2], "1002"):
		return "answer short"
	case seg[0] == "questions" && len(seg) == 3:
		return "question"
	case seg[0] == "questions" && len(seg) == 4:
		return "answer permalink"
	case u.Path == "/tags":
		return "tags" + paged
	case seg[0] == "tags" && len(seg) == 2:
		return "tag" + paged
	case seg[0] == "users" && len(seg) == 2 && !aaIgnoredUsers[seg[1]]:
		return "profile"
	case seg[0] == "posts" && seg[len(seg)-1] == "timeline":
		return "timeline"
	case u.Path == "/users", u.Path == "/search":
		return "shell"
	}
	return "unknown " + u.Path
}

// The ground truth: the home page the entry, the whole list's later pages
// index pages of no board, each board's tag its index, other tags and the
// unanswered filter indexes of no board, every question one thread page
// under its permalink (the bare and answer short links 302s to it, the answer
// permalinks the same page), the tags directory, profiles, timelines and the
// app's shell other.
func TestApacheanswerTruth(t *testing.T) {
	f := newAAFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	if tr.EntryURL != testBase+"/" {
		t.Errorf("entry %s", tr.EntryURL)
	}
	if tr.Counts.RetrievableThreadPages != len(s.World.Threads) {
		t.Errorf("%d thread pages for %d questions: a question never pages", tr.Counts.RetrievableThreadPages, len(s.World.Threads))
	}
	all := pageCount(len(s.World.Threads), aaPerPage)
	want := all - 1 + 1 // the whole list's later pages and the first page of unanswered
	for _, ts := range d.tagList {
		want += pageCount(len(ts), aaPerPage)
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (tag pages, the list's later pages, unanswered)", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := aaKind(u)
		kinds[k+" "+p.Type]++
		switch {
		case strings.HasPrefix(k, "unknown"):
			t.Errorf("the truth reached a page Answer has not: %s", raw)
		case k == "question", k == "answer permalink":
			if p.Status != 200 || p.Type != TypeThread || p.Page != 1 || !strings.HasPrefix(raw, p.Canonical) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case k == "question bare", k == "answer short":
			if p.Status != 302 || p.Type != TypeThread {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case k == "home" || k == "questions" || (strings.HasPrefix(k, "home ") || strings.HasPrefix(k, "questions ")) && !strings.Contains(k, "paged") && !strings.Contains(k, "unanswered"):
			if p.Type != TypeEntry || p.Canonical != testBase+"/" {
				t.Errorf("%s (%s) labelled %+v", raw, k, p)
			}
		case k == "questions paged":
			if p.Type != TypeIndex || p.FID != 0 || p.Canonical != raw {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case strings.HasPrefix(k, "tag") && k != "tags" && k != "tags paged":
			tag := strings.TrimPrefix(u.Path, "/tags/")
			if b := d.tagBoard[tag]; p.Type != TypeIndex || b != nil && p.FID != b.ID || b == nil && p.FID != 0 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case p.Type != TypeOther && !strings.Contains(k, "unanswered"):
			t.Errorf("%s (%s) labelled %+v", raw, k, p)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "home entry", "home active entry", "home hot entry", "home score entry", "home unanswered index",
		"questions entry", "questions paged index", "questions unanswered index", "question thread", "answer short thread",
		"answer permalink thread", "tag index", "tag paged index", "tags other", "tags paged other", "profile other",
		"timeline other", "shell other")
}

// What each kind of URL answers and how it is labelled.
func TestApacheanswerURLs(t *testing.T) {
	f := newAAFixture(t)
	sk := f.s.Pkg.Skin.(aaSkin)
	d, q, b := f.d, f.q, f.board
	qid, perm := d.qid[q], "/"+sk.ThreadURL(q, 1)
	a := q.Posts[2]
	aid := d.aid[a]
	pages := b.Pages(aaPerPage)
	all := pageCount(len(f.s.World.Threads), aaPerPage)
	thread := func(path string) urlCase {
		return urlCase{path, 200, TypeThread, q.ID, 1, 0, 0, sk.ThreadURL(q, 1), ""}
	}
	to := func(path, loc string) urlCase {
		return urlCase{path, 302, TypeThread, q.ID, 1, 0, 0, sk.ThreadURL(q, 1), loc}
	}
	list := boardCases(sk, b)
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "/", ""} }
	index := func(path string, page int, canon string) urlCase {
		return urlCase{path, 200, TypeIndex, 0, 0, 0, page, canon, ""}
	}
	other := otherCase
	missing := missingCase
	tag := "/tags/" + d.btag[b]
	tests := []urlCase{
		// The whole list.
		entry("/"), entry("/?page=1"), entry("/?order=active"), entry("/?order=hot"), entry("/?order=score"), entry("/questions"),
		entry("/questions?order=frequent"), entry("/questions?page=1"),
		index("/questions?page=2", 2, "questions?page=2"), index("/?page=3", 3, "questions?page=3"),
		index("/questions?order=active&page=2", 2, "questions?page=2"),
		index("/?order=unanswered", 1, "questions?order=unanswered"),
		other(fmt.Sprintf("/questions?page=%d", all+1)),
		missing("/questions?order=votes"), missing("/questions?page=x"), missing("/?page=-1"),
		// Tags.
		list(tag, 1), list(tag+"?page=1", 1), list(tag+"?page=2", 2), list(fmt.Sprintf("%s?page=%d", tag, pages), pages),
		list("/tags/"+strings.ToUpper(d.btag[b]), 1),
		index("/tags/"+f.extra, 1, "tags/"+f.extra),
		other(fmt.Sprintf("%s?page=%d", tag, pages+1)), missing("/tags/no-such-tag-here"), missing(tag + "?page=y"),
		other("/tags"), other("/tags?page=2"),
		// Questions and answers.
		thread(perm), thread(perm + "/" + aid), thread(perm + "/anything"),
		to("/questions/"+qid, perm), to("/questions/"+qid+"?x=1", perm+"?x=1"), to("/questions/"+qid+"/wrong-title", perm),
		to("/questions/"+qid+"/"+aid, perm+"/"+aid), to("/questions/"+qid+"/wrong/"+aid, perm),
		missing("/questions/10019999999999999/x"), missing("/questions/12"),
		other("/questions/ask"),
		// Members and the shell.
		other("/users/" + d.uname[q.Author]), missing("/users/nobody-at-all"),
		other("/users/login"), other("/users/register"), other("/users"), other("/search?q=soil"),
		other("/posts/" + qid + "/timeline"), other("/posts/" + qid + "/" + aid + "/timeline"),
		other("/sitemap.xml"), missing("/404"), other("/anything/else"),
	}
	checkURLs(t, f.s, tests)
	if r := f.get(t, "/robots.txt"); r.Status != 200 || strings.Contains(r.Body, "Crawl-delay") || !strings.Contains(r.Body, "Disallow: /users/login") {
		t.Errorf("robots.txt: %d %q", r.Status, r.Body)
	}
}

// What a reader of the HTML notices: the list's rows, sort buttons and pager,
// the tag list, the question page with every answer and comment, and the
// shell.
func TestApacheanswerMarkup(t *testing.T) {
	f := newAAFixture(t)
	sk := f.s.Pkg.Skin.(aaSkin)
	d := f.d

	t.Run("home", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "home", r.Body, "<title>"+aaSite+"</title>", `<link rel="canonical" href="/" />`, `href="?order=active"`,
			`href="questions?page=2"`, `<span class="page-link" href="questions?page=1">1`, "Hot Questions",
			`<!-- <a role="button" tabindex="0" href="/users/login"`)
		if n := strings.Count(r.Body, `class="border-bottom pt-3 pb-2 px-0 list-group-item"`); n != aaPerPage {
			t.Errorf("the home page lists %d questions", n)
		}
		ls := linkSet(r.Body)
		for _, th := range d.lists["newest"][:aaPerPage] {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/users/"+d.uname[th.Author]] || !ls["/tags/"+d.btag[th.Board]] {
				t.Errorf("the home page lacks question %d, its asker or its tag", th.ID)
			}
		}
		if ls["/users/login"] || ls["questions?page=1"] {
			t.Error("the home page links the login page or page 1")
		}
		three := f.get(t, "/questions?page=3")
		hasAll(t, "page 3", three.Body, `href="?page=2"><span aria-hidden="true">Prev`, `href="?page=1">1</a>`, `href="?page=4"><span aria-hidden="true">Next`)
	})

	t.Run("tag", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		tag := d.btag[b]
		hasAll(t, "tag", r.Body, fmt.Sprintf("<title>&#39;%s&#39; Questions - %s</title>", tag, aaSite), `href="?page=2"`,
			fmt.Sprintf("%d questions", len(d.tagList[tag])))
		if strings.Contains(r.Body, `href="?order=`) {
			t.Error("a tag page has sort buttons: the tag controller takes no order")
		}
	})

	t.Run("question", func(t *testing.T) {
		q := f.q
		r := f.get(t, "/"+sk.ThreadURL(q, 1))
		hasAll(t, "question", r.Body, "<title>"+Esc(q.Title)+" - "+aaSite+"</title>", `"@type":"QAPage"`,
			fmt.Sprintf(`%d Answers`, len(q.Posts)-1), fmt.Sprintf(`href="/questions/%s"`, d.qid[q]),
			fmt.Sprintf(`href="/posts/%s/timeline"`, d.qid[q]), "Related Questions")
		if n := strings.Count(r.Body, `class="answer-item py-4"`); n != len(q.Posts)-1 {
			t.Errorf("the question shows %d answers, want %d", n, len(q.Posts)-1)
		}
		cms := 0
		for _, p := range q.Posts {
			cms += len(d.comments[p])
		}
		if n := strings.Count(r.Body, `comment-item`); n != cms {
			t.Errorf("the question shows %d comments, want %d", n, cms)
		}
		for _, a := range q.Posts[1:] {
			if !strings.Contains(r.Body, fmt.Sprintf(`"url":"/%s/%s"`, sk.ThreadURL(q, 1), d.aid[a])) {
				t.Errorf("the JSON-LD lacks answer %s's permalink", d.aid[a])
			}
		}
		if strings.Contains(r.Body, `<ul class="d-inline-flex mb-0 pagination`) {
			t.Error("a question page has a pager")
		}
	})

	t.Run("shell", func(t *testing.T) {
		r := f.get(t, "/users")
		if len(Links(r.Body)) != 0 || !strings.Contains(r.Body, "You need to enable JavaScript") {
			t.Error("the app's shell has links or lacks its noscript")
		}
	})
}

// Answer's text rules: UrlTitle and tag slugs.
func TestApacheanswerHelpers(t *testing.T) {
	titles := map[string]string{
		"Best soil & compost for tomatoes?": "best-soil-and-compost-for-tomatoes",
		"Über straße":                       "ueber-strasse",
		"???":                               "topic",
	}
	for in, want := range titles {
		if got := aaURLTitle(in); got != want {
			t.Errorf("aaURLTitle(%q) = %q, want %q", in, got, want)
		}
	}
	if got := aaTagSlug("A very long board name that goes on and on for ever"); len(got) > aaTagLen || strings.HasSuffix(got, "-") {
		t.Errorf("aaTagSlug: %q", got)
	}
}
