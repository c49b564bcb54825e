// `test --exhaustive` on a lexer: six symbolic characters classified into digits, words,
// blanks, operators and the rest, with a token count per class. About 10^5 feasible paths.
extern char __VERIFIER_nondet_char(void);

enum { DIGIT, WORD, BLANK, OP, OTHER };

int main(void) {
    char line[7];
    for (int i = 0; i < 6; i++)
        line[i] = __VERIFIER_nondet_char();
    line[6] = 0;
    int tokens[5] = {0};
    int last = -1;
    for (int i = 0; line[i]; i++) {
        char c = line[i];
        int k;
        if (c >= '0' && c <= '9')
            k = DIGIT;
        else if (c >= 'a' && c <= 'z')
            k = WORD;
        else if (c == ' ')
            k = BLANK;
        else if (c == '+' || c == '-')
            k = OP;
        else
            k = OTHER;
        if (k != last)
            tokens[k]++;
        last = k;
    }
    return tokens[DIGIT] > tokens[WORD];
}
