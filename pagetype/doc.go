// Package pagetype tells index, thread and other pages apart by their layout,
// as FoCUS 4.3.1 does: a linear SVM over features of the page's data records
// (how many, how long, how much of them is link text, whether they carry
// dates and in which order, profile links per record), never over
// the words of the content, so that it carries across forum packages.
//
// Entry pages are index pages to the classifier: an entry is told apart by
// its place in the site (see package entry), not by its layout.
package pagetype
