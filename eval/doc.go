// Package eval scores a crawl against a site's ground truth: effectiveness,
// useful-fetch rate and coverage as DESIGN.md defines them.
package eval
