// vm.c: a stack bytecode interpreter. A program file: "SVM", a version byte (1), the code
// length, then the code. Values are 32-bit unsigned; the stack holds 16 of them.
// input: file
// bug: out-of-bounds line 123
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STACK_MAX 16
#define MAX_STEPS 10000

/* PUSH has an imm8 operand (sign-extended), JNZ a rel8 one (it pops, jumps when non-zero),
 * EXT a sub-opcode and an operand. */
enum { OP_HALT, OP_PUSH, OP_POP, OP_ADD, OP_SUB, OP_MUL, OP_DUP, OP_SWAP, OP_OVER, OP_DEC };
enum { OP_JNZ = 0x0A, OP_PRINT = 0x0B, OP_EXT = 0xFE };
enum { EXT_ROT = 0x01, EXT_PICK = 0x02, EXT_DEPTH = 0x03 };

int main(int argc, char **argv)
{
    unsigned char hdr[5], code[256];
    unsigned stack[STACK_MAX], tmp;
    unsigned pc = 0, len, steps = 0, sub, n, i;
    int sp = 0, off;
    FILE *f;

    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    f = fopen(argv[1], "rb");
    if (f == NULL) {
        perror(argv[1]);
        return 2;
    }
    if (fread(hdr, 1, 5, f) != 5 || memcmp(hdr, "SVM", 3) != 0 || hdr[3] != 1) {
        fprintf(stderr, "not an SVM v1 program\n");
        fclose(f);
        return 1;
    }
    len = hdr[4];
    if (fread(code, 1, len, f) != len) {
        fprintf(stderr, "truncated code\n");
        fclose(f);
        return 1;
    }
    fclose(f);
    while (pc < len && steps++ < MAX_STEPS) {
        unsigned op = code[pc++];

        switch (op) {
        case OP_HALT:
            pc = len;
            break;
        case OP_PUSH:
            if (pc >= len || sp >= STACK_MAX)
                goto fault;
            stack[sp++] = (unsigned)(int)(signed char)code[pc++];
            break;
        case OP_POP:
        case OP_PRINT:
        case OP_DEC:
            if (sp < 1)
                goto fault;
            if (op == OP_POP)
                sp--;
            else if (op == OP_DEC)
                stack[sp - 1]--;
            else
                printf("%u\n", stack[sp - 1]);
            break;
        case OP_ADD:
        case OP_SUB:
        case OP_MUL:
            if (sp < 2)
                goto fault;
            tmp = stack[--sp];
            stack[sp - 1] = op == OP_ADD   ? stack[sp - 1] + tmp
                            : op == OP_SUB ? stack[sp - 1] - tmp
                                           : stack[sp - 1] * tmp;
            break;
        case OP_DUP:
        case OP_OVER:
            n = op == OP_DUP ? 0 : 1;
            if ((unsigned)sp < n + 1 || sp >= STACK_MAX)
                goto fault;
            stack[sp] = stack[sp - 1 - (int)n];
            sp++;
            break;
        case OP_SWAP:
            if (sp < 2)
                goto fault;
            tmp = stack[sp - 1];
            stack[sp - 1] = stack[sp - 2];
            stack[sp - 2] = tmp;
            break;
        case OP_JNZ:
            if (pc >= len || sp < 1)
                goto fault;
            off = (signed char)code[pc++];
            if (stack[--sp] != 0)
                pc = (unsigned)((int)pc + off);
            break;
        case OP_EXT:
            if (pc + 1 >= len)
                goto fault;
            sub = code[pc++];
            n = code[pc++];
            if (sub == EXT_DEPTH) {
                if (sp >= STACK_MAX)
                    goto fault;
                stack[sp] = (unsigned)sp;
                sp++;
            } else if (sub == EXT_ROT) {
                if (n < 2 || n > (unsigned)sp)
                    goto fault;
                tmp = stack[sp - 1];
                for (i = (unsigned)sp - 1; i > (unsigned)sp - n; i--)
                    stack[i] = stack[i - 1];
                stack[sp - (int)n] = tmp;
            } else if (sub == EXT_PICK) {
                if (n > (unsigned)sp || sp >= STACK_MAX)
                    goto fault;
                stack[sp] = stack[sp - 1 - (int)n];
                sp++;
            } else {
                goto fault;
            }
            break;
        default:
            goto fault;
        }
    }
    printf("halted after %u steps, depth %d\n", steps, sp);
    return 0;
fault:
    fprintf(stderr, "fault at pc %u (opcode %#x)\n", pc, code[pc > 0 ? pc - 1 : 0]);
    return 1;
}
