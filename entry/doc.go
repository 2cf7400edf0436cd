// Package entry finds the entry URL of a forum from any of its pages
// (FoCUS 4.5): the forum's home, the lowest common ancestor of all its
// threads. A crawl started anywhere else loses about half its coverage.
//
// [Find] gathers candidates from the start page: its breadcrumb, links that
// call themselves home or index (by rel, by anchor text in several
// languages, the logo), the ancestors of its URL path and the host root.
// A bare start page (a login form, a printable view) gives way to the page
// it returns to or shows: the one its redirect_to names, the one it writes
// out in its text ("This topic is from: /forum_viewtopic.php?id=43"), or
// its URL without a parameter whose value is a word (display=print).
// It fetches each candidate and keeps those that hold a forum: the longest
// link column of the page (its index or thread URLs, as in FoCUS 4.3) leads
// to pages the page-type classifier calls index or thread, a vote over the
// candidate and a few of its destinations rather than one weak label (a
// split vote is sampled again, up to nine destinations: new threads of one
// post look 'other', and count as threads when they show a post by its
// author and are laid out as a sampled page read as a thread; a candidate
// the site names home whose destinations all read 'other' holds a forum
// when theirs are index pages: a school's home over courses, each a page
// of forums). A kept candidate must belong to the start page's
// site (its links lead to the start page's breadcrumb, or it wears the
// same page template, or that of a candidate that belongs), and must not
// sit below another kept candidate (listed in that one's columns, or after
// it in a breadcrumb), unless that one's lists lead out of the forum (a
// front page of articles above the /forum its menu calls "Forums", or an
// activity stream above discussion/all, also discussion/, the topics'
// folder). Of what is left, the candidate the site itself names as home
// wins. A shop or blog beside the forum fails the forum test or the
// template test; a page of no forum gets [ErrNoForum]. A member's page that wins by its own
// list of posts, in threads whose breadcrumbs name none of its links
// (Redmine's /users/U beside its projects' boards), is left for one of
// those threads, and discovery starts again from there.
//
// [Baseline] is the paper's keyword heuristic, kept for comparison.
package entry
