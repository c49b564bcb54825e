// bytecode.c: a small bytecode file and its interpreter. Magic "BCF" and a version byte (1),
// then sections: a constant pool ('K', a count, then that many 32-bit little-endian constants)
// and code ('C', a 16-bit little-endian length, then the instructions); the file ends with an
// Adler-32 (little endian) of everything before it. Instructions: HALT, PUSHK k, LOAD l,
// STORE l, ADD, SUB, MUL, JNZ rel8 (pops, jumps if non-zero), PRINT (pops). The code is
// verified before it runs: operands, jump targets on instruction boundaries.
// input: stdin
// bug: out-of-bounds line 81
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_CONST 16
#define NLOCALS 8
#define STACK_MAX 16
#define MAX_STEPS 5000

enum { OP_HALT, OP_PUSHK, OP_LOAD, OP_STORE, OP_ADD, OP_SUB, OP_MUL, OP_JNZ, OP_PRINT, NOPS };
static const uint8_t oplen[NOPS] = {1, 2, 2, 2, 1, 1, 1, 2, 1};

static uint32_t pool[MAX_CONST];

static uint32_t adler32(const uint8_t *p, size_t n)
{
    uint32_t a = 1, b = 0;

    while (n--) {
        a = (a + *p++) % 65521;
        b = (b + a) % 65521;
    }
    return b << 16 | a;
}

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int verify(const uint8_t *code, unsigned len, unsigned nconst)
{
    uint8_t start[MAX_INPUT] = {0};
    unsigned pc, op;
    int target;

    for (pc = 0; pc < len; pc += oplen[op]) {
        op = code[pc];
        if (op >= NOPS || pc + oplen[op] > len)
            return -1;
        start[pc] = 1;
        if (op == OP_PUSHK && code[pc + 1] > nconst)
            return -1;
        if ((op == OP_LOAD || op == OP_STORE) && code[pc + 1] >= NLOCALS)
            return -1;
    }
    for (pc = 0; pc < len; pc += oplen[code[pc]]) {
        if (code[pc] != OP_JNZ)
            continue;
        target = (int)pc + 2 + (int8_t)code[pc + 1];
        if (target < 0 || target >= (int)len || !start[target])
            return -1;
    }
    return 0;
}

static int run(const uint8_t *code, unsigned len)
{
    uint32_t stack[STACK_MAX], locals[NLOCALS] = {0};
    unsigned pc = 0, sp = 0, steps = 0, op, arg;

    while (pc < len && ++steps <= MAX_STEPS) {
        op = code[pc];
        arg = oplen[op] > 1 ? code[pc + 1] : 0;
        pc += oplen[op];
        if (op == OP_HALT)
            return 0;
        if (op == OP_PUSHK || op == OP_LOAD) {
            if (sp == STACK_MAX)
                return -1;
            stack[sp++] = op == OP_PUSHK ? pool[arg] : locals[arg];
        } else if (op == OP_STORE || op == OP_PRINT || op == OP_JNZ) {
            if (sp == 0)
                return -1;
            sp--;
            if (op == OP_STORE)
                locals[arg] = stack[sp];
            else if (op == OP_PRINT)
                printf("%u\n", (unsigned)stack[sp]);
            else if (stack[sp] != 0)
                pc = (unsigned)((int)pc + (int8_t)arg);
        } else { /* ADD, SUB, MUL */
            if (sp < 2)
                return -1;
            sp--;
            if (op == OP_ADD)
                stack[sp - 1] += stack[sp];
            else if (op == OP_SUB)
                stack[sp - 1] -= stack[sp];
            else
                stack[sp - 1] *= stack[sp];
        }
    }
    return pc < len ? -1 : 0;
}

int main(void)
{
    static uint8_t in[MAX_INPUT];
    const uint8_t *code = NULL;
    unsigned nconst = 0, clen = 0, i;
    size_t n, pos = 4, end;
    int have_pool = 0;

    n = fread(in, 1, sizeof in, stdin);
    if (n < 8 || memcmp(in, "BCF\x01", 4) != 0 || le32(in + n - 4) != adler32(in, n - 4)) {
        fprintf(stderr, "not a bytecode file\n");
        return 1;
    }
    end = n - 4;
    while (pos < end) {
        if (in[pos] == 'K' && !have_pool && end - pos >= 2) {
            nconst = in[pos + 1];
            if (nconst > MAX_CONST || end - pos - 2 < 4 * nconst)
                break;
            for (i = 0; i < nconst; i++)
                pool[i] = le32(in + pos + 2 + 4 * i);
            have_pool = 1;
            pos += 2 + 4 * nconst;
        } else if (in[pos] == 'C' && code == NULL && end - pos >= 3) {
            clen = in[pos + 1] | in[pos + 2] << 8;
            if (clen > end - pos - 3)
                break;
            code = in + pos + 3;
            pos += 3 + clen;
        } else {
            break;
        }
    }
    if (pos != end || code == NULL || verify(code, clen, nconst) != 0) {
        fprintf(stderr, "bad section or code at %zu\n", pos);
        return 1;
    }
    if (run(code, clen) != 0) {
        fprintf(stderr, "runtime fault\n");
        return 1;
    }
    return 0;
}
