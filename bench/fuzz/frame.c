// frame.c: the framed serial command protocol of a sensor node. Each frame: start byte 7E, a
// length byte, that many bytes of body (sequence number, command, arguments), then a CRC-32
// (little endian) of the length byte and the body; frames with a bad CRC are dropped. HELLO
// (01) negotiates the protocol version (1 or 2); NAME (02) sets the node name, up to 16
// characters, or 32 from version 2 on; WRITE (03) sets a 16-bit register; PING (04) is echoed.
// input: file
// bug: out-of-bounds line 88
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define NAME_MAX_V1 16
#define NAME_MAX_V2 32
#define NREGS 16

enum { CMD_HELLO = 1, CMD_NAME, CMD_WRITE, CMD_PING };

static uint32_t crc32(const uint8_t *p, size_t n)
{
    uint32_t crc = 0xFFFFFFFFu;
    unsigned k;

    while (n--) {
        crc ^= *p++;
        for (k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
    }
    return ~crc;
}

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

int main(int argc, char **argv)
{
    static uint8_t in[MAX_INPUT];
    char name[NAME_MAX_V1];
    uint16_t regs[NREGS];
    unsigned version = 1, namelen = 0, len, alen, limit, i, frames = 0, naks = 0;
    const uint8_t *body, *arg;
    size_t n, pos = 0;
    FILE *f;

    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    if ((f = fopen(argv[1], "rb")) == NULL) {
        perror(argv[1]);
        return 2;
    }
    n = fread(in, 1, sizeof in, f);
    fclose(f);
    memset(regs, 0, sizeof regs);
    while (pos < n) {
        if (in[pos] != 0x7E) {
            pos++;
            continue;
        }
        if (n - pos < 6 || (len = in[pos + 1]) < 2 || len > n - pos - 6)
            break;
        body = in + pos + 2;
        if (le32(body + len) != crc32(in + pos + 1, len + 1)) {
            fprintf(stderr, "CRC error at %zu\n", pos);
            pos++;
            continue;
        }
        frames++;
        arg = body + 2;
        alen = len - 2;
        switch (body[1]) {
        case CMD_HELLO:
            if (alen != 1 || arg[0] < 1 || arg[0] > 2)
                naks++;
            else
                version = arg[0];
            break;
        case CMD_NAME:
            limit = version >= 2 ? NAME_MAX_V2 : NAME_MAX_V1;
            if (alen == 0 || alen > limit) {
                naks++;
                break;
            }
            memcpy(name, arg, alen);
            namelen = alen;
            break;
        case CMD_WRITE:
            if (alen != 3 || arg[0] >= NREGS)
                naks++;
            else
                regs[arg[0]] = (uint16_t)(arg[1] | arg[2] << 8);
            break;
        case CMD_PING:
            printf("pong %u\n", body[0]);
            break;
        default:
            naks++;
        }
        pos += 2 + len + 4;
    }
    printf("%u frames, %u rejected, version %u, name \"%.*s\", registers", frames, naks, version,
           (int)namelen, name);
    for (i = 0; i < NREGS; i++)
        if (regs[i] != 0)
            printf(" r%u=%u", i, regs[i]);
    printf("\n");
    return 0;
}
