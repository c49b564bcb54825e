// A stack machine read from stdin: "SM", the code length, then the code. The valid seed
// counts down a loop of 200 iterations, so a run decides hundreds of conditions at the
// same few instructions; the bug is an opcode the seed never uses (PICK trusts n < sp).
// input: stdin
// crash: out-of-bounds line 51
#include <stdio.h>

enum { HALT, PUSH, DEC, DUP, JNZ, POP, PICK = 0x7E };

int main(void) {
    unsigned char code[64];
    unsigned stack[8];
    int sp = 0;
    unsigned pc = 0, steps = 0;
    int c0 = getchar(), c1 = getchar(), len = getchar();
    if (c0 != 'S' || c1 != 'M' || len < 0 || len > 64)
        return 1;
    if (fread(code, 1, (size_t)len, stdin) != (size_t)len)
        return 1;
    while (pc < (unsigned)len && steps++ < 5000) {
        unsigned char op = code[pc++];
        if (op == HALT) {
            break;
        } else if (op == PUSH) {
            if (pc >= (unsigned)len || sp >= 8)
                return 1;
            stack[sp++] = code[pc++];
        } else if (op == DEC) {
            if (sp < 1)
                return 1;
            stack[sp - 1]--;
        } else if (op == DUP) {
            if (sp < 1 || sp >= 8)
                return 1;
            stack[sp] = stack[sp - 1];
            sp++;
        } else if (op == JNZ) {
            if (pc >= (unsigned)len || sp < 1)
                return 1;
            unsigned char back = code[pc++];
            if (stack[--sp] != 0)
                pc -= back;
        } else if (op == POP) {
            if (sp < 1)
                return 1;
            sp--;
        } else if (op == PICK) {
            if (pc >= (unsigned)len || sp >= 8)
                return 1;
            unsigned n = code[pc++];
            stack[sp] = stack[sp - 1 - (int)n];
            sp++;
        } else {
            return 1;
        }
    }
    printf("%d\n", sp > 0 ? (int)stack[sp - 1] : 0);
    return 0;
}
