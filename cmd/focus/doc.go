// Command focus learns how a web forum is navigated and crawls it,
// fetching thread pages and almost nothing else; scorers from the focused
// crawling papers order and filter crawls across sites.
//
// This package owns the command line only: flag parsing, reading the
// page a command is given (a URL or a file), and printing. Each command
// is a run function in a file of its name; the work is in the packages
// it calls.
package main
