// Package svm is a small linear support vector machine: one-vs-rest classes,
// trained by dual coordinate descent (Hsieh et al., ICML 2008) on standardised
// features, saved as readable JSON. TrainAveraged averages the models trained
// without each group of rows (each training site) into one linear model. The
// page-type classifiers use it.
package svm
