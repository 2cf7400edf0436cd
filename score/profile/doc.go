// Package profile is profile-based focused crawling of media-sharing sites
// (Zhang and Nasraoui, "Profile-Based Focused Crawling for Social
// Media-Sharing Websites", 2009): it owns
//
//   - DOM path strings and their node values (PSNV pairs), the schema pairs
//     that every page of a site repeats, and the page classifier that tells
//     list, detail and profile pages (and other pages) apart by the
//     characteristic path strings learned from a few labelled pages;
//   - the ranks of a member: inner (cosine of their profile terms and the
//     topic terms), inter (mean inner rank of their contacts seen so far)
//     and the link priority alpha*inner + beta*inter with its threshold;
//   - cotagging topic expansion (the paper's phi, two rounds);
//   - Scorer, the crawl.Scorer that keeps profile pages of relevant members
//     and orders the frontier by those ranks.
//
// The page classes and their path strings are a site's Model, learned once
// from labelled pages and saved as JSON; DefaultModel is one learned from
// the farm's flickr package.
package profile
