// Package align turns a page into the structures FoCUS reasons about:
// HTML -> DOM -> data records -> partial tree alignment -> link tables;
// also post records (author, time, text) for thread output.
//
// [Parse] builds a bounded DOM. [Doc.Regions] finds data regions: runs of
// similar sibling sub-trees found MDR-style (generalised nodes of one to
// three siblings compared by simple tree matching, [STM]), plus
// MiBAT-style regions whose records each print a date at the same tag
// path, however different their shapes. Their records carry what the
// page-type features need: text, anchor text, links, dates, profile links.
// [Doc.LinkTables] aligns the records of each region with DEPTA's partial
// tree alignment, so that the links at the same position of every record
// form a column: FoCUS's URL groups. [Doc.Posts] reads the posts of a
// thread page, and [ParseTime] the dates forum and blog packages print;
// a page's numeric dates (04-08-2026) are read in the one order some of
// them allow alone, or else in its site's ([Doc.DateOrder]).
//
// Picking the candidate index or thread URL group (the column with the
// longest total anchor text) is left to the caller. On a board list the
// last-post links, whose anchors are dates, can outweigh short board
// names; skipping anchors that ParseTime accepts avoids that.
//
// A page without a repeated structure has no region: a board with a single
// topic yields no topic column, and a thread page with one post yields its
// post through a fallback (the element holding half the page's text and
// its date), which [Doc.Lone] returns as a record for any page of one item.
//
// Every walk is bounded (input size, node count, depth, a budget of
// tree-matching work), so hostile input costs bounded time and never
// panics. A Doc caches its analysis and is safe for concurrent use.
package align
