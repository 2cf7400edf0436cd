// Package eval scores a crawl against a site's ground truth: effectiveness,
// useful-fetch rate and coverage as DESIGN.md defines them; and the
// precision and recall of any detector ([Detection]).
package eval
