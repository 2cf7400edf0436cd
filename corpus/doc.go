// Package corpus gathers labelled pages for training and testing the
// page-type classifiers: from the annotations folder, from farm packages
// (labelled by their ground truth) and from mirrored training sites (a WARC
// with its truth file).
package corpus
