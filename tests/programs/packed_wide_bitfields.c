/* A packed struct whose bitfields span 65 bits: clang accesses them as one i72, with
 * constants wider than 64 bits (masks) that must keep their high bits. */
#include <stdio.h>
#include <stdint.h>
#pragma pack(push)
#pragma pack(1)
struct S2 { signed f0 : 14; unsigned f1 : 1; signed f2 : 21; volatile signed f3 : 10; signed f4 : 12; signed f5 : 7; int64_t f6; };
#pragma pack(pop)
static struct S2 g[3] = {{-653,0,-893,27,-7,0,5},{-3305,1,-645,-29,15,-2,7},{1,1,1,1,1,1,1}};
int main(void) {
  for (int i = 0; i < 3; i++) {
    g[i].f5 = g[i].f5 - 5 * i + 3;
    g[i].f4 ^= 0x7ff;
    g[i].f3 = g[i].f3 * 3;
    g[i].f2 += 100000;
    printf("%d %d %d %d %d %d %lld\n", g[i].f0, g[i].f1, g[i].f2, g[i].f3, g[i].f4, g[i].f5, (long long)g[i].f6);
  }
  struct S2 c = g[1]; c.f5 = -64; g[2] = c;
  printf("%d %d %zu\n", g[2].f5, g[2].f4, sizeof(struct S2));
  return 0;
}
