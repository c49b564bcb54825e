//! Unit tests of the rewrite rules, evaluation, symbols and printing.

mod arith;
