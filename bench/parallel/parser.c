// `check` on a parser driver: a recursive-descent parser of arithmetic expressions over
// six symbolic tokens (numbers, + - * /, parentheses), evaluating as it parses. A
// division whose divisor evaluates to zero is the bug `check` must report, on a few of the
// paths.
extern unsigned char __VERIFIER_nondet_uchar(void);

enum { NUM, PLUS, MINUS, STAR, SLASH, LPAREN, RPAREN, END };

static unsigned char toks[6];
static int pos;

static int peek(void) { return pos < 6 ? toks[pos] % 8 : END; }
static int value(void) { return pos < 6 ? toks[pos] / 8 % 4 : 0; }

static int expr(int depth);

static int primary(int depth) {
    int t = peek();
    if (t == NUM) {
        int v = value();
        pos++;
        return v;
    }
    if (t == LPAREN && depth < 3) {
        pos++;
        int v = expr(depth + 1);
        if (peek() == RPAREN)
            pos++;
        return v;
    }
    if (t == MINUS) {
        pos++;
        return -primary(depth);
    }
    return 1;
}

static int term(int depth) {
    int v = primary(depth);
    while (peek() == STAR || peek() == SLASH) {
        int op = peek();
        pos++;
        int r = primary(depth);
        if (op == STAR)
            v = v * r;
        else
            v = v / r;
    }
    return v;
}

static int expr(int depth) {
    int v = term(depth);
    while (peek() == PLUS || peek() == MINUS) {
        int op = peek();
        pos++;
        int r = term(depth);
        v = op == PLUS ? v + r : v - r;
    }
    return v;
}

int main(void) {
    for (int i = 0; i < 6; i++)
        toks[i] = __VERIFIER_nondet_uchar();
    pos = 0;
    return expr(0) & 1;
}
