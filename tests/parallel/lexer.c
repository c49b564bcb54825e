// A lexer over five symbolic characters: digits, identifiers, blanks and punctuation, with
// a token table. Two bugs sit on a few of its paths: a division by the count of
// blanks when a line has exactly three punctuation marks and no blanks, and a write past the
// four-entry token table when every character starts a token of its own.
// check: div-by-zero line 38, out-of-bounds line 32
extern char __VERIFIER_nondet_char(void);

enum { DIGIT, WORD, BLANK, PUNCT };

static int kinds[4];
static int table[4];

int main(void) {
    char line[6];
    for (int i = 0; i < 5; i++)
        line[i] = __VERIFIER_nondet_char();
    line[5] = 0;
    int tokens = 0, last = -1;
    for (int i = 0; line[i]; i++) {
        char c = line[i];
        int k;
        if (c >= '0' && c <= '9')
            k = DIGIT;
        else if ((c >= 'a' && c <= 'z') || c == '_')
            k = WORD;
        else if (c == ' ' || c == '\t')
            k = BLANK;
        else
            k = PUNCT;
        kinds[k]++;
        if (k != last || k == PUNCT) {
            table[tokens] = k;
            tokens++;
        }
        last = k;
    }
    if (kinds[PUNCT] == 3 && tokens == 3)
        return tokens / kinds[BLANK];
    return 0;
}
