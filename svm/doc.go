// Package svm is a small linear support vector machine: one-vs-rest classes,
// trained by dual coordinate descent (Hsieh et al., ICML 2008) on standardised
// features, saved as readable JSON. The page-type classifiers use it.
package svm
