/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1 -o cs1.c
 * Seed:      1
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 6L;
static int32_t g_6 = 9L;
static uint16_t g_50 = 65535UL;
static int32_t g_63 = 0L;
static volatile uint32_t g_89 = 1UL;/* VOLATILE GLOBAL g_89 */
static int32_t g_94 = 0x3887D173L;
static int32_t g_104 = 0x622C3304L;
static volatile int8_t g_105[8][9] = {{1L,1L,0xBFL,0xF2L,(-5L),1L,0xE0L,0x9AL,0x9AL},{2L,0x43L,0L,0x9AL,0L,0x43L,2L,(-1L),0x9AL},{0x97L,0xBBL,0x98L,0xD6L,1L,(-7L),0xBBL,8L,1L},{(-7L),1L,0xD6L,0x98L,0xBBL,0x97L,(-1L),(-1L),0x97L},{0x43L,0L,0x9AL,0L,0x43L,2L,(-1L),0x9AL,0xD6L},{1L,0x7DL,0xBBL,(-4L),0x06L,(-7L),0xB7L,1L,(-5L)},{(-1L),1L,1L,1L,8L,0xD6L,0xD6L,8L,1L},{0xBFL,0x43L,0xBFL,(-7L),8L,0xF2L,0x43L,1L,0x98L}};
static volatile uint8_t g_106 = 0xC1L;/* VOLATILE GLOBAL g_106 */
static int16_t g_113 = 0L;
static uint32_t g_117 = 5UL;
static int32_t *g_135[8] = {&g_104,&g_104,&g_104,&g_104,&g_104,&g_104,&g_104,&g_104};
static int32_t **g_134[7] = {&g_135[6],&g_135[6],&g_135[6],&g_135[6],&g_135[6],&g_135[6],&g_135[6]};
static int32_t *** volatile g_133[7][1][1] = {{{&g_134[1]}},{{&g_134[1]}},{{&g_134[1]}},{{&g_134[1]}},{{&g_134[1]}},{{&g_134[1]}},{{&g_134[1]}}};
static int8_t g_142 = 3L;
static uint64_t g_173 = 1UL;
static uint16_t g_202 = 0xAF30L;
static int8_t *g_214 = &g_142;
static int64_t g_269[8][2] = {{0xF1E4269A6445ECA0LL,0xF1E4269A6445ECA0LL},{0xF1E4269A6445ECA0LL,0L},{0xBAB41891F5278872LL,1L},{0L,1L},{0xBAB41891F5278872LL,0L},{0xF1E4269A6445ECA0LL,0xF1E4269A6445ECA0LL},{0xF1E4269A6445ECA0LL,0L},{0xBAB41891F5278872LL,1L}};
static int16_t g_277 = 1L;
static int16_t g_278 = 0x06C7L;
static int16_t g_279 = 1L;
static int16_t g_280 = 0x84EDL;
static int16_t g_281 = (-5L);
static int16_t g_282 = 3L;
static int16_t g_283 = 0xC2CEL;
static int16_t g_284 = 0xA67AL;
static int16_t g_285 = 0xBB88L;
static int16_t g_286 = (-10L);
static int16_t g_287 = (-9L);
static int16_t g_288 = (-7L);
static int16_t g_289 = 0xEB35L;
static int16_t g_290 = 1L;
static int16_t g_291 = 0xB228L;
static int16_t g_292 = 0x63DBL;
static int16_t g_293 = 1L;
static int16_t g_294 = 0xB34EL;
static int16_t g_295 = 0xFF47L;
static int16_t g_296 = (-1L);
static int16_t g_297 = (-8L);
static int16_t g_298 = 0xA52EL;
static int16_t g_299 = 0L;
static int16_t g_300 = 0L;
static int16_t * const g_276[7][10] = {{&g_293,&g_284,&g_292,&g_294,&g_292,&g_284,&g_293,(void*)0,(void*)0,(void*)0},{&g_299,(void*)0,&g_289,&g_287,&g_279,&g_289,(void*)0,&g_293,(void*)0,(void*)0},{&g_282,(void*)0,&g_285,&g_300,(void*)0,(void*)0,&g_293,(void*)0,&g_296,&g_279},{(void*)0,&g_284,&g_299,(void*)0,(void*)0,(void*)0,(void*)0,&g_299,&g_284,(void*)0},{&g_284,&g_300,&g_289,(void*)0,(void*)0,&g_292,&g_281,(void*)0,&g_289,(void*)0},{&g_279,&g_293,(void*)0,&g_300,(void*)0,&g_286,&g_294,(void*)0,(void*)0,(void*)0},{(void*)0,&g_281,&g_284,&g_279,(void*)0,&g_278,&g_282,&g_278,(void*)0,&g_279}};
static int16_t * const *g_275 = &g_276[3][6];
static uint8_t g_311 = 0x6CL;
static uint32_t g_336 = 1UL;
static uint64_t g_398 = 18446744073709551606UL;
static int32_t g_470 = 0x513DE392L;
static int32_t * volatile g_553 = &g_104;/* VOLATILE GLOBAL g_553 */
static const int64_t g_562[1] = {(-1L)};
static const int64_t *g_561 = &g_562[0];
static uint16_t g_592 = 0xF3DBL;
static int16_t *g_672 = &g_299;
static int16_t **g_671 = &g_672;
static int16_t ***g_670 = &g_671;
static int16_t *****g_706 = (void*)0;
static uint8_t *g_853 = (void*)0;
static uint8_t **g_852 = &g_853;
static const uint32_t *g_899 = &g_117;
static const uint32_t * volatile * volatile g_898 = &g_899;/* VOLATILE GLOBAL g_898 */
static volatile uint16_t g_978[3][1][8] = {{{0xFBFDL,1UL,0UL,1UL,0xFBFDL,0xFBFDL,1UL,0UL}},{{0xFBFDL,0xFBFDL,1UL,0UL,1UL,0xFBFDL,0xFBFDL,1UL}},{{0x766DL,1UL,1UL,0x766DL,65535UL,0x766DL,1UL,1UL}}};
static volatile uint16_t *g_977 = &g_978[2][0][7];
static volatile uint16_t ** const  volatile g_976 = &g_977;/* VOLATILE GLOBAL g_976 */
static int32_t g_999 = 0xF61FF710L;
static int32_t ** volatile g_1003 = &g_135[6];/* VOLATILE GLOBAL g_1003 */
static uint16_t *g_1021[9][6][3] = {{{&g_592,&g_50,&g_50},{&g_202,&g_202,&g_592},{&g_202,&g_50,(void*)0},{&g_592,&g_592,&g_202},{(void*)0,&g_202,(void*)0},{&g_50,&g_202,&g_50}},{{(void*)0,&g_50,&g_50},{&g_202,(void*)0,&g_592},{(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_50},{&g_202,&g_50,&g_50}},{{&g_202,(void*)0,(void*)0},{&g_202,&g_202,&g_50},{&g_50,&g_592,&g_50},{&g_50,&g_202,&g_592},{&g_50,&g_202,&g_202},{&g_50,&g_50,&g_202}},{{&g_50,(void*)0,&g_50},{&g_50,&g_50,&g_50},{(void*)0,&g_50,&g_50},{(void*)0,&g_592,&g_592},{(void*)0,&g_592,&g_592},{&g_50,&g_202,&g_50}},{{&g_50,&g_202,&g_202},{&g_592,&g_592,(void*)0},{&g_592,&g_592,&g_50},{&g_202,&g_50,&g_592},{(void*)0,&g_50,&g_592},{&g_50,(void*)0,&g_202}},{{(void*)0,&g_50,&g_202},{&g_50,&g_202,&g_50},{&g_50,&g_202,&g_50},{&g_592,&g_592,(void*)0},{&g_202,&g_202,(void*)0},{&g_202,(void*)0,(void*)0}},{{&g_202,&g_50,&g_202},{&g_592,&g_592,&g_50},{&g_50,&g_202,(void*)0},{&g_50,&g_50,(void*)0},{(void*)0,&g_202,&g_50},{&g_50,(void*)0,(void*)0}},{{(void*)0,&g_592,&g_50},{&g_202,(void*)0,(void*)0},{&g_592,&g_202,&g_50},{&g_592,(void*)0,&g_202},{&g_50,(void*)0,&g_202},{&g_50,(void*)0,&g_50}},{{(void*)0,&g_50,(void*)0},{(void*)0,&g_50,&g_50},{(void*)0,(void*)0,(void*)0},{&g_50,&g_50,&g_50},{&g_50,(void*)0,(void*)0},{&g_50,(void*)0,(void*)0}}};
static int16_t g_1068 = 0x9B51L;
static uint64_t g_1109 = 0xE428B9DC473F4760LL;
static int32_t ** volatile g_1110[6][3][7] = {{{&g_135[6],&g_135[6],&g_135[6],(void*)0,&g_135[6],&g_135[6],&g_135[6]},{&g_135[6],&g_135[7],&g_135[6],&g_135[6],&g_135[4],&g_135[3],&g_135[6]},{&g_135[5],&g_135[6],&g_135[3],&g_135[4],&g_135[6],&g_135[6],&g_135[7]}},{{&g_135[6],&g_135[6],&g_135[6],&g_135[6],(void*)0,&g_135[6],&g_135[6]},{&g_135[6],&g_135[7],&g_135[3],&g_135[6],&g_135[4],(void*)0,&g_135[1]},{&g_135[5],&g_135[6],&g_135[6],&g_135[4],(void*)0,(void*)0,&g_135[7]}},{{&g_135[4],&g_135[1],&g_135[6],&g_135[6],&g_135[6],&g_135[6],&g_135[1]},{&g_135[4],&g_135[7],(void*)0,(void*)0,&g_135[4],&g_135[6],&g_135[6]},{&g_135[5],&g_135[1],(void*)0,&g_135[4],&g_135[4],&g_135[6],(void*)0}},{{(void*)0,(void*)0,&g_135[6],&g_135[6],&g_135[4],&g_135[6],&g_135[5]},{&g_135[5],(void*)0,&g_135[6],&g_135[5],&g_135[6],&g_135[6],&g_135[5]},{(void*)0,&g_135[5],&g_135[6],&g_135[6],&g_135[5],&g_135[6],(void*)0}},{{&g_135[5],&g_135[5],&g_135[6],&g_135[4],&g_135[6],&g_135[6],(void*)0},{(void*)0,(void*)0,&g_135[6],&g_135[4],&g_135[6],(void*)0,&g_135[6]},{(void*)0,(void*)0,&g_135[6],&g_135[6],&g_135[6],(void*)0,(void*)0}},{{&g_135[6],&g_135[6],&g_135[6],&g_135[5],&g_135[5],&g_135[6],&g_135[6]},{&g_135[6],(void*)0,(void*)0,&g_135[6],&g_135[6],&g_135[6],(void*)0},{(void*)0,&g_135[6],(void*)0,&g_135[6],&g_135[4],&g_135[6],(void*)0}}};
static int32_t ** volatile g_1111 = &g_135[4];/* VOLATILE GLOBAL g_1111 */
static int32_t ** volatile g_1114 = (void*)0;/* VOLATILE GLOBAL g_1114 */
static int32_t ** volatile g_1115 = &g_135[6];/* VOLATILE GLOBAL g_1115 */
static uint32_t g_1265 = 0UL;
static uint32_t g_1348 = 0x8D87D058L;
static int32_t * const g_1356[5] = {&g_63,&g_63,&g_63,&g_63,&g_63};
static int8_t g_1422 = 0x7BL;
static int32_t * volatile g_1461[1] = {&g_104};
static int32_t * volatile g_1462 = &g_94;/* VOLATILE GLOBAL g_1462 */
static int32_t ** volatile g_1606 = &g_135[6];/* VOLATILE GLOBAL g_1606 */
static uint32_t *g_1652 = &g_336;
static uint64_t *g_1656 = &g_173;
static uint64_t **g_1655[9] = {(void*)0,(void*)0,&g_1656,(void*)0,(void*)0,&g_1656,(void*)0,(void*)0,&g_1656};
static int32_t * volatile g_1734 = &g_999;/* VOLATILE GLOBAL g_1734 */
static int64_t g_1750 = 0L;
static uint8_t g_1863 = 0x01L;
static volatile uint64_t ** volatile *g_1885 = (void*)0;
static volatile uint64_t ** volatile * volatile * const g_1884[7] = {&g_1885,&g_1885,&g_1885,&g_1885,&g_1885,&g_1885,&g_1885};
static uint16_t ****g_2085 = (void*)0;
static const uint16_t *g_2090 = &g_592;
static const uint16_t **g_2089 = &g_2090;
static const uint16_t ***g_2088 = &g_2089;
static const uint16_t **** volatile g_2087 = &g_2088;/* VOLATILE GLOBAL g_2087 */
static volatile uint64_t g_2139 = 18446744073709551615UL;/* VOLATILE GLOBAL g_2139 */
static const int32_t ** volatile g_2158 = (void*)0;/* VOLATILE GLOBAL g_2158 */
static const int32_t g_2175 = (-1L);
static volatile uint8_t g_2335 = 0x22L;/* VOLATILE GLOBAL g_2335 */
static int64_t *g_2370 = (void*)0;
static int64_t **g_2369 = &g_2370;
static int64_t ***g_2368 = &g_2369;
static int8_t g_2379 = 0x33L;
static uint16_t g_2409[2][5][1] = {{{0UL},{1UL},{0UL},{1UL},{0UL}},{{1UL},{0UL},{1UL},{0UL},{1UL}}};
static uint32_t g_2434 = 0x7EA48712L;
static uint32_t **** volatile g_2435 = (void*)0;/* VOLATILE GLOBAL g_2435 */
static int8_t ** volatile g_2439 = (void*)0;/* VOLATILE GLOBAL g_2439 */
static int8_t ** volatile *g_2438 = &g_2439;
static uint16_t g_2541[1] = {0x023CL};
static int64_t ** const *g_2620 = &g_2369;
static int64_t ** const **g_2619 = &g_2620;
static int64_t g_2685[1][9] = {{(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L)}};
static int32_t * volatile g_2686 = &g_104;/* VOLATILE GLOBAL g_2686 */
static volatile int16_t g_2776 = (-7L);/* VOLATILE GLOBAL g_2776 */
static int64_t g_2795 = 0xAF836D3FA5466D1BLL;
static int64_t g_2823[5][2][6] = {{{0x18B5DF598A1C8D3CLL,(-1L),(-2L),(-5L),0x808509F0BACA921DLL,(-2L)},{0x808509F0BACA921DLL,0xD8273B4D8BCC4756LL,0x381B8B4179B7EFABLL,(-1L),9L,(-2L)}},{{(-1L),9L,(-2L),0x18B5DF598A1C8D3CLL,0x058E1B7A8F95EF34LL,0x381B8B4179B7EFABLL},{9L,0xC54345E8C4A1BEA8LL,(-2L),0xD8273B4D8BCC4756LL,0xD8273B4D8BCC4756LL,(-2L)}},{{(-5L),(-5L),0x381B8B4179B7EFABLL,0x058E1B7A8F95EF34LL,0x18B5DF598A1C8D3CLL,(-2L)},{0x058E1B7A8F95EF34LL,0x18B5DF598A1C8D3CLL,(-2L),9L,(-1L),0x381B8B4179B7EFABLL}},{{1L,0x058E1B7A8F95EF34LL,(-2L),0x808509F0BACA921DLL,(-5L),(-2L)},{0xD8273B4D8BCC4756LL,0x808509F0BACA921DLL,0x381B8B4179B7EFABLL,0xC54345E8C4A1BEA8LL,1L,(-2L)}},{{0xC54345E8C4A1BEA8LL,1L,(-2L),1L,0xC54345E8C4A1BEA8LL,0x381B8B4179B7EFABLL},{0x18B5DF598A1C8D3CLL,(-1L),(-2L),(-5L),0x808509F0BACA921DLL,(-2L)}}};
static volatile int32_t g_2832 = (-10L);/* VOLATILE GLOBAL g_2832 */
static volatile uint64_t g_2953 = 1UL;/* VOLATILE GLOBAL g_2953 */
static int16_t g_2989[6][5][8] = {{{0x524CL,1L,0xB11FL,0x6FDDL,0x047DL,(-6L),0xEE12L,(-5L)},{0xB11FL,0xEE12L,1L,0x5B2AL,(-7L),0xD400L,0xC0E8L,(-10L)},{(-7L),0x047DL,0x28AFL,0x39E0L,0x5459L,0x39E0L,0x28AFL,1L},{0L,0x34D3L,(-6L),(-7L),0xFA99L,(-6L),(-6L),0L},{0x34D3L,1L,0xE5CAL,0x5C6BL,0L,6L,(-6L),(-1L)}},{{6L,0x5C6BL,(-6L),(-6L),0x5B2AL,(-10L),0x047DL,1L},{0x5B2AL,(-10L),0x047DL,1L,5L,0x28AFL,0xD400L,0L},{9L,5L,(-2L),4L,0x5459L,0x5C6BL,7L,(-10L)},{(-1L),0L,0x39E0L,(-7L),(-2L),(-2L),(-7L),0x39E0L},{1L,1L,(-2L),0xF151L,0x024AL,(-1L),0xFA99L,7L}},{{7L,(-6L),0x28AFL,(-7L),0xEE12L,(-7L),(-1L),7L},{(-6L),4L,0xE5CAL,0xF151L,0x63C7L,0xB11FL,(-2L),0x39E0L},{1L,0x5C6BL,5L,(-7L),0L,4L,(-2L),(-10L)},{0x5B2AL,1L,0xFA99L,4L,0xF151L,0xD400L,(-6L),0L},{4L,0x39E0L,(-6L),1L,7L,0xC0E8L,7L,1L}},{{0x55E0L,0xE5CAL,0x55E0L,(-6L),6L,(-2L),0x28AFL,(-1L)},{1L,0x63C7L,0xEE12L,0x5C6BL,0x024AL,5L,6L,0L},{1L,0x55E0L,(-7L),(-7L),6L,(-6L),5L,1L},{0x55E0L,9L,0xE5CAL,0x5B2AL,7L,1L,0x39E0L,5L},{4L,0x5C6BL,0L,(-6L),0xF151L,1L,0xEE12L,6L}},{{0x5B2AL,0xB11FL,6L,(-10L),0L,0L,0L,0L},{1L,(-1L),(-1L),1L,0x63C7L,0L,7L,0xB11FL},{(-6L),0x5459L,0x34D3L,5L,0xEE12L,(-2L),(-6L),0x55E0L},{7L,0x5459L,(-7L),0xC0E8L,0x024AL,0L,(-1L),0xE5CAL},{1L,(-1L),0xD400L,(-7L),(-2L),0L,0x34D3L,1L}},{{(-1L),0xB11FL,0xE5CAL,(-1L),0x5459L,1L,0x55E0L,(-2L)},{9L,0x5C6BL,(-6L),0L,5L,1L,0x63C7L,(-2L)},{(-6L),0x34D3L,0L,0x34D3L,(-6L),(-7L),0xFA99L,(-6L)},{0x55E0L,0xC0E8L,0x5C6BL,0x39E0L,1L,0L,0x524CL,0x34D3L},{(-1L),0x6FDDL,0x5C6BL,0x047DL,0xE5CAL,0x5459L,0xFA99L,0xF151L}}};
static int8_t **g_3018 = (void*)0;
static int8_t *** const g_3017 = &g_3018;
static int8_t *** const *g_3016 = &g_3017;
static int8_t *** const **g_3015 = &g_3016;
static int16_t **g_3047[6] = {&g_672,&g_672,&g_672,&g_672,&g_672,&g_672};
static int16_t *** const g_3046 = &g_3047[2];
static int16_t *** const *g_3045 = &g_3046;
static int16_t *** const **g_3044[1][10] = {{&g_3045,&g_3045,&g_3045,&g_3045,&g_3045,&g_3045,&g_3045,&g_3045,&g_3045,&g_3045}};
static uint16_t * const ***g_3049 = (void*)0;
static volatile uint32_t g_3167 = 0xED130A24L;/* VOLATILE GLOBAL g_3167 */
static int8_t ** const *g_3191 = &g_3018;
static int8_t ** const ** const g_3190 = &g_3191;
static int8_t ** const ** const *g_3189 = &g_3190;
static const volatile int32_t *g_3287 = &g_2832;
static const volatile int32_t ** const  volatile g_3286 = &g_3287;/* VOLATILE GLOBAL g_3286 */
static const volatile int32_t ** volatile g_3289 = &g_3287;/* VOLATILE GLOBAL g_3289 */
static const volatile int32_t ** volatile * volatile g_3288 = &g_3289;/* VOLATILE GLOBAL g_3288 */
static volatile int16_t g_3361 = 0x9E10L;/* VOLATILE GLOBAL g_3361 */
static uint32_t * const *g_3489 = &g_1652;
static uint32_t * const ** volatile g_3488 = &g_3489;/* VOLATILE GLOBAL g_3488 */
static uint32_t * const ** const  volatile *g_3487 = &g_3488;
static uint64_t ***g_3511 = &g_1655[5];
static uint64_t ****g_3510 = &g_3511;
static uint8_t g_3518 = 7UL;
static uint32_t ***g_3529 = (void*)0;
static uint32_t ****g_3528 = &g_3529;
static const int32_t *g_3545 = &g_104;
static const int32_t ** volatile g_3544 = &g_3545;/* VOLATILE GLOBAL g_3544 */
static const int32_t g_3572 = 0L;
static volatile uint32_t g_3659[4][2][5] = {{{4294967293UL,0x2EECC5AAL,0x2EECC5AAL,4294967293UL,0x2EECC5AAL},{0xAF934A47L,0xAF934A47L,4294967295UL,0xAF934A47L,0xAF934A47L}},{{0x2EECC5AAL,4294967293UL,0x2EECC5AAL,0x2EECC5AAL,4294967293UL},{0xAF934A47L,0UL,0UL,0xAF934A47L,0UL}},{{4294967293UL,4294967293UL,0xDA30FFA4L,4294967293UL,4294967293UL},{0UL,0xAF934A47L,0UL,0UL,0xAF934A47L}},{{4294967293UL,0x2EECC5AAL,0x2EECC5AAL,4294967293UL,0x2EECC5AAL},{0xAF934A47L,0xAF934A47L,4294967295UL,0xAF934A47L,0xAF934A47L}}};
static uint16_t g_3778 = 0x4958L;
static int32_t * volatile g_3985 = &g_63;/* VOLATILE GLOBAL g_3985 */
static int32_t *g_4007 = &g_470;
static int32_t *g_4008[7] = {&g_470,&g_470,&g_470,&g_470,&g_470,&g_470,&g_470};
static int32_t ** volatile g_4025[5][3][4] = {{{&g_135[2],(void*)0,&g_135[0],(void*)0},{&g_135[0],&g_135[7],(void*)0,&g_135[6]},{&g_135[6],&g_135[0],&g_135[6],&g_135[6]}},{{&g_135[0],(void*)0,&g_135[0],&g_135[7]},{(void*)0,&g_135[6],&g_135[6],(void*)0},{&g_135[3],&g_135[6],&g_135[6],(void*)0}},{{(void*)0,&g_135[6],&g_135[0],&g_135[0]},{&g_135[0],&g_135[0],&g_135[6],&g_135[3]},{&g_135[6],&g_135[3],(void*)0,&g_135[0]}},{{&g_135[0],&g_135[6],&g_135[0],(void*)0},{&g_135[2],&g_135[6],(void*)0,&g_135[0]},{&g_135[6],&g_135[3],&g_135[6],&g_135[3]}},{{&g_135[5],&g_135[0],(void*)0,&g_135[0]},{&g_135[6],&g_135[6],&g_135[6],(void*)0},{&g_135[0],&g_135[6],&g_135[6],(void*)0}}};
static int32_t ** volatile g_4026 = &g_135[6];/* VOLATILE GLOBAL g_4026 */
static volatile int32_t g_4039[8] = {(-5L),(-5L),(-1L),(-5L),(-5L),(-1L),(-5L),(-5L)};
static volatile uint32_t g_4047 = 1UL;/* VOLATILE GLOBAL g_4047 */
static int32_t g_4060 = 0L;
static int32_t g_4061 = 0xCF77994EL;
static int32_t g_4062 = 1L;
static int32_t g_4063 = (-2L);
static int32_t g_4064 = 0L;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int16_t  func_9(int16_t  p_10);
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17);
static uint16_t  func_18(int16_t  p_19, uint8_t  p_20, uint16_t  p_21, int32_t  p_22);
static uint16_t  func_25(int16_t  p_26, int32_t  p_27);
static int32_t  func_28(int64_t  p_29, int16_t  p_30, int16_t  p_31, uint32_t  p_32, int8_t  p_33);
static int16_t  func_34(uint32_t  p_35);
static int16_t  func_43(int32_t  p_44);
static int16_t  func_80(int64_t  p_81, uint16_t * p_82);
static int64_t  func_83(uint16_t * p_84, int64_t  p_85, uint32_t  p_86);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_670 g_671 g_672 g_299 g_117 g_1734 g_999 g_3288 g_3289 g_3287 g_1656 g_173 g_561 g_562 g_63 g_2088 g_2089 g_2090 g_592 g_214 g_142 g_3286 g_2832 g_4026 g_4047 g_94 g_3489 g_1652 g_336
 * writes: g_2 g_6 g_117 g_999 g_63 g_4007 g_4008 g_142 g_135 g_4047 g_299 g_94
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_5 = 0xF4L;
    int32_t l_3996 = (-1L);
    uint32_t l_4017[7][4][3] = {{{0x6462A1B2L,0x870EB6EEL,0x4A09D5E0L},{1UL,1UL,0xE3DEB96AL},{0x9A8462A2L,0x870EB6EEL,0x870EB6EEL},{0xE3DEB96AL,4294967289UL,4294967295UL}},{{0x9A8462A2L,4294967289UL,0x9A8462A2L},{1UL,0xE3DEB96AL,4294967295UL},{0x6462A1B2L,0x6462A1B2L,0x870EB6EEL},{0xBDBA6E8DL,0xE3DEB96AL,0xE3DEB96AL}},{{0x870EB6EEL,4294967289UL,0x4A09D5E0L},{0xBDBA6E8DL,4294967289UL,0xBDBA6E8DL},{0x6462A1B2L,0x870EB6EEL,0x4A09D5E0L},{1UL,0xE3DEB96AL,0xBDBA6E8DL}},{{0x4A09D5E0L,0x9A8462A2L,0x9A8462A2L},{0xBDBA6E8DL,1UL,4294967289UL},{0x4A09D5E0L,0x6462A1B2L,0x4A09D5E0L},{0xE3DEB96AL,0xBDBA6E8DL,4294967289UL}},{{0x870EB6EEL,0x870EB6EEL,0x9A8462A2L},{4294967295UL,0xBDBA6E8DL,0xBDBA6E8DL},{0x9A8462A2L,0x6462A1B2L,4294967289UL},{4294967295UL,1UL,4294967295UL}},{{0x870EB6EEL,0x9A8462A2L,4294967289UL},{0xE3DEB96AL,0xE3DEB96AL,0xBDBA6E8DL},{0x4A09D5E0L,0x9A8462A2L,0x9A8462A2L},{0xBDBA6E8DL,1UL,4294967289UL}},{{0x4A09D5E0L,0x6462A1B2L,0x4A09D5E0L},{0xE3DEB96AL,0xBDBA6E8DL,4294967289UL},{0x870EB6EEL,0x870EB6EEL,0x9A8462A2L},{4294967295UL,0xBDBA6E8DL,0xBDBA6E8DL}}};
    int32_t l_4018 = (-1L);
    int64_t l_4022[2][3];
    int32_t l_4023[1][10][4] = {{{(-2L),0x970C827BL,0xBE168CC3L,0xBE168CC3L},{0x36E2BD00L,0x36E2BD00L,8L,0x246DE0E3L},{0x36E2BD00L,0L,0xBE168CC3L,0x36E2BD00L},{(-2L),0x246DE0E3L,(-2L),0xBE168CC3L},{0x970C827BL,0x246DE0E3L,8L,0x36E2BD00L},{0x246DE0E3L,0L,0L,0x246DE0E3L},{(-2L),0x36E2BD00L,0L,0xBE168CC3L},{0x246DE0E3L,0x970C827BL,8L,0x970C827BL},{0x970C827BL,0L,(-2L),0x970C827BL},{(-2L),0x970C827BL,0xBE168CC3L,0xBE168CC3L}}};
    int32_t * const l_4024 = &g_94;
    int16_t ****l_4028 = (void*)0;
    int16_t *****l_4027 = &l_4028;
    int64_t l_4046 = 0x8E5F927AD4B13354LL;
    uint32_t l_4054 = 1UL;
    int i, j, k;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
            l_4022[i][j] = (-7L);
    }
    for (g_2 = 0; (g_2 > 6); g_2 = safe_add_func_int32_t_s_s(g_2, 4))
    { /* block id: 3 */
        uint32_t *l_3992[9] = {&g_117,&g_117,&g_117,&g_117,&g_117,&g_117,&g_117,&g_117,&g_117};
        int32_t *l_3995 = &g_63;
        int32_t *l_4006 = &g_470;
        int32_t **l_4005[9][7] = {{&l_4006,&l_4006,(void*)0,&l_4006,(void*)0,&l_4006,&l_4006},{&l_4006,(void*)0,(void*)0,(void*)0,(void*)0,&l_4006,&l_4006},{&l_4006,&l_4006,(void*)0,&l_4006,&l_4006,(void*)0,(void*)0},{&l_4006,&l_4006,&l_4006,&l_4006,&l_4006,&l_4006,&l_4006},{&l_4006,&l_4006,(void*)0,&l_4006,&l_4006,&l_4006,&l_4006},{&l_4006,(void*)0,(void*)0,&l_4006,&l_4006,&l_4006,&l_4006},{&l_4006,&l_4006,&l_4006,&l_4006,&l_4006,&l_4006,&l_4006},{&l_4006,&l_4006,&l_4006,&l_4006,&l_4006,(void*)0,&l_4006},{&l_4006,&l_4006,&l_4006,&l_4006,&l_4006,&l_4006,&l_4006}};
        const int8_t *l_4015 = &g_142;
        const int8_t **l_4014 = &l_4015;
        const int8_t *** const l_4013 = &l_4014;
        int16_t *l_4016 = (void*)0;
        int32_t l_4019 = 0xEA17B1E0L;
        int32_t l_4020 = 0xF91DBB57L;
        uint16_t l_4021 = 1UL;
        int i, j;
        g_6 = l_5;
        l_4023[0][4][2] |= (safe_add_func_int16_t_s_s(func_9(g_2), ((safe_div_func_uint64_t_u_u((safe_mul_func_int8_t_s_s((l_4018 = (safe_lshift_func_uint16_t_u_u((((((*l_3995) = ((*g_1734) &= (1L >= (++g_117)))) >= (l_3996 &= l_5)) , ((l_5 , ((safe_rshift_func_int8_t_s_u(((safe_mul_func_int8_t_s_s((safe_div_func_uint64_t_u_u((((*g_214) &= ((safe_add_func_int8_t_s_s(((((g_4008[5] = (g_4007 = &g_470)) == (**g_3288)) > (safe_mul_func_uint8_t_u_u(((((((safe_add_func_uint8_t_u_u((((l_4013 == (void*)0) , l_4016) != (void*)0), l_4017[2][2][2])) || 0xE8C3L) && (*g_1656)) && (*g_561)) == l_5) == (*l_3995)), (*l_3995)))) == (***g_2088)), l_4018)) | (*l_3995))) | (*l_3995)), l_4019)), (*l_3995))) > (*l_3995)), 7)) | 0x6FL)) , (**g_3286))) , l_4020), (***g_2088)))), l_4021)), l_4022[1][1])) ^ l_4019)));
    }
    l_4018 |= l_4023[0][1][3];
    (*g_4026) = l_4024;
    if (((void*)0 == l_4027))
    { /* block id: 1854 */
        int32_t *l_4029 = &g_63;
        int32_t *l_4030 = &l_4023[0][4][2];
        int32_t *l_4031 = (void*)0;
        int32_t *l_4032 = &g_999;
        int32_t *l_4033 = &l_4018;
        int32_t *l_4034 = &l_4023[0][4][2];
        int32_t *l_4035 = &l_3996;
        int32_t *l_4036 = (void*)0;
        int32_t *l_4037 = &l_4023[0][4][2];
        int32_t *l_4038 = &g_6;
        int32_t *l_4040 = &g_2;
        int32_t *l_4041 = &l_3996;
        int32_t *l_4042 = &l_4018;
        int32_t *l_4043 = &l_4023[0][1][2];
        int32_t *l_4044 = &g_2;
        int32_t *l_4045[7][10][3] = {{{(void*)0,(void*)0,(void*)0},{(void*)0,&l_3996,(void*)0},{(void*)0,&g_2,(void*)0},{&g_999,&g_104,(void*)0},{&g_2,(void*)0,(void*)0},{&g_6,&g_2,(void*)0},{(void*)0,(void*)0,(void*)0},{(void*)0,&l_3996,(void*)0},{(void*)0,&g_2,(void*)0},{&g_999,&g_63,&g_999}},{{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999},{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999},{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999},{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999},{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999}},{{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999},{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999},{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999},{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999},{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999}},{{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999},{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999},{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999},{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999},{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999}},{{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999},{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999},{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999},{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999},{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999}},{{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999},{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999},{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999},{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999},{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999}},{{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999},{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999},{&g_6,&g_63,(void*)0},{&l_4018,&g_2,&g_999},{&g_94,&g_94,(void*)0},{&g_104,&g_63,&g_999},{&g_63,&g_6,(void*)0},{&g_2,&g_63,&g_999}}};
        int i, j, k;
        g_4047--;
    }
    else
    { /* block id: 1856 */
        int32_t *l_4050 = &g_94;
        int32_t l_4051 = 0L;
        int32_t l_4052 = 0x38CCEE48L;
        int32_t *l_4053[5][7] = {{&l_4052,&g_94,&g_94,&l_4052,&l_4051,&l_4052,&g_94},{&l_4023[0][4][2],&l_4023[0][4][2],&g_63,&g_104,&g_63,&l_4018,&l_4018},{&g_94,&l_4052,&l_4051,&l_4052,&g_94,&g_94,&l_4052},{&g_2,&l_4023[0][4][2],&g_2,&g_63,&g_63,&g_2,&l_4023[0][4][2]},{&l_4052,&l_4051,&l_4051,&l_4051,&l_4051,&l_4052,&l_4051}};
        int32_t * const l_4059[3][1][5] = {{{&g_4064,&g_4063,&g_4063,&g_4064,(void*)0}},{{&g_4064,&g_4062,&g_4061,&g_4061,&g_4062}},{{(void*)0,&g_4063,&g_4061,&g_4060,&g_4060}}};
        int32_t * const *l_4058[2][7] = {{&l_4059[2][0][4],&l_4059[2][0][1],&l_4059[2][0][4],&l_4059[2][0][4],&l_4059[2][0][1],&l_4059[2][0][4],&l_4059[2][0][4]},{&l_4059[2][0][1],&l_4059[2][0][1],&l_4059[2][0][4],&l_4059[2][0][1],&l_4059[2][0][1],&l_4059[2][0][4],&l_4059[2][0][1]}};
        int32_t * const **l_4057 = &l_4058[1][0];
        int i, j, k;
        l_4054++;
        (*l_4050) = (((((*l_4057) = &g_4008[5]) == (void*)0) , (safe_lshift_func_int16_t_s_u(((((safe_add_func_uint64_t_u_u(0x46034B6DF34E8C1FLL, (((safe_lshift_func_int8_t_s_s(((*g_214) = (safe_sub_func_int8_t_s_s((safe_add_func_uint8_t_u_u(((+(0x4CB7L == ((**g_671) = (*l_4050)))) & ((*l_4024) < (*l_4050))), (*l_4024))), (0xA987L | (*l_4024))))), 3)) != (*l_4024)) <= 0UL))) , (*l_4024)) < 0x706AL) == 1UL), (*l_4050)))) , (*g_1734));
    }
    return (**g_3489);
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_670 g_671 g_672 g_299
 * writes: g_6
 */
static int16_t  func_9(int16_t  p_10)
{ /* block id: 5 */
    int32_t l_36[2];
    int16_t l_143 = 0x5C23L;
    int32_t l_144[10][9][2] = {{{0x2AB69869L,(-10L)},{0xAF263C58L,1L},{(-10L),0x25EDB48BL},{0x429A001AL,(-1L)},{1L,0x2EE7B9A5L},{0x2EE7B9A5L,0x2EE7B9A5L},{1L,(-1L)},{0x429A001AL,0x25EDB48BL},{(-10L),1L}},{{0xAF263C58L,(-10L)},{0x2AB69869L,0x7B4A8554L},{0x2AB69869L,(-10L)},{0xAF263C58L,1L},{(-10L),0x25EDB48BL},{0x429A001AL,(-1L)},{1L,0x2EE7B9A5L},{0x2EE7B9A5L,0x2EE7B9A5L},{1L,(-1L)}},{{0x429A001AL,0x25EDB48BL},{(-10L),1L},{0xAF263C58L,(-10L)},{0x2AB69869L,0x7B4A8554L},{0x2AB69869L,(-10L)},{0xAF263C58L,1L},{(-10L),0x25EDB48BL},{0x429A001AL,(-1L)},{1L,0x2EE7B9A5L}},{{0x2EE7B9A5L,0x2EE7B9A5L},{1L,(-1L)},{0x429A001AL,0x25EDB48BL},{(-10L),1L},{0xAF263C58L,(-10L)},{0x2AB69869L,0x7B4A8554L},{0x2AB69869L,(-10L)},{0xAF263C58L,1L},{(-10L),0x25EDB48BL}},{{0x429A001AL,(-1L)},{1L,0x2EE7B9A5L},{0x2EE7B9A5L,0x2EE7B9A5L},{1L,(-1L)},{0x429A001AL,0x25EDB48BL},{(-10L),1L},{0xAF263C58L,(-10L)},{0x2AB69869L,0x7B4A8554L},{0x2AB69869L,(-10L)}},{{0xAF263C58L,1L},{(-10L),0x25EDB48BL},{0x429A001AL,(-1L)},{1L,0x2EE7B9A5L},{0x2EE7B9A5L,0x2EE7B9A5L},{1L,(-1L)},{0x429A001AL,0x25EDB48BL},{(-10L),1L},{0xAF263C58L,(-10L)}},{{0x2AB69869L,0x7B4A8554L},{0x2AB69869L,(-10L)},{0xAF263C58L,1L},{(-10L),0x25EDB48BL},{0x429A001AL,(-1L)},{1L,0x2EE7B9A5L},{0x2EE7B9A5L,0x2EE7B9A5L},{1L,(-1L)},{0x429A001AL,0x25EDB48BL}},{{(-10L),1L},{0xAF263C58L,(-10L)},{0x2AB69869L,0x7B4A8554L},{0x2AB69869L,(-10L)},{0xAF263C58L,1L},{0x7B4A8554L,0xAF263C58L},{0x2AB69869L,1L},{0x2EE7B9A5L,0x75878EC1L},{0x75878EC1L,0x75878EC1L}},{{0x2EE7B9A5L,1L},{0x2AB69869L,0xAF263C58L},{0x7B4A8554L,0x2EE7B9A5L},{0x429A001AL,0x7B4A8554L},{(-1L),(-1L)},{(-1L),0x7B4A8554L},{0x429A001AL,0x2EE7B9A5L},{0x7B4A8554L,0xAF263C58L},{0x2AB69869L,1L}},{{0x2EE7B9A5L,0x75878EC1L},{0x75878EC1L,0x75878EC1L},{0x2EE7B9A5L,1L},{0x2AB69869L,0xAF263C58L},{0x7B4A8554L,0x2EE7B9A5L},{0x429A001AL,0x7B4A8554L},{(-1L),(-1L)},{(-1L),0x7B4A8554L},{0x429A001AL,0x2EE7B9A5L}}};
    uint16_t l_3415 = 0x4BCAL;
    uint32_t l_3444 = 0xFC424C66L;
    int32_t ** const *l_3447 = &g_134[1];
    int32_t *l_3460 = (void*)0;
    int16_t ****l_3474 = (void*)0;
    uint32_t ****l_3532 = &g_3529;
    uint32_t * const l_3541[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    int32_t l_3722 = 1L;
    int8_t l_3726 = (-7L);
    int32_t l_3727 = 0xFF7BD770L;
    int64_t l_3738 = (-1L);
    int16_t l_3747[5][6][4] = {{{0x973BL,2L,2L,0x973BL},{0x10ECL,0xB4C1L,(-1L),2L},{0xB4C1L,0xFDBCL,0L,0x6555L},{0x2943L,0x10ECL,2L,0x6555L},{0x0E44L,0xFDBCL,0x0E44L,2L},{0x973BL,0xB4C1L,4L,0x973BL}},{{0x2943L,2L,(-1L),0xB4C1L},{2L,0xFDBCL,(-1L),(-1L)},{0x2943L,0x2943L,4L,0x6555L},{0x973BL,0x700AL,0x0E44L,0xB4C1L},{0x0E44L,0xB4C1L,2L,0x0E44L},{0x2943L,0xB4C1L,0L,0xB4C1L}},{{0xB4C1L,0x700AL,(-1L),0x6555L},{0x10ECL,0x2943L,2L,(-1L)},{0x973BL,0xFDBCL,0x27E6L,0xB4C1L},{0x973BL,2L,2L,0x973BL},{0x10ECL,0xB4C1L,(-1L),2L},{0xB4C1L,0xFDBCL,0L,0x6555L}},{{0x2943L,0x10ECL,2L,0x6555L},{0x0E44L,0xFDBCL,0x0E44L,2L},{0x973BL,0xB4C1L,4L,0x973BL},{0x2943L,2L,(-1L),0xB4C1L},{2L,0xFDBCL,(-1L),(-1L)},{0x2943L,0x2943L,4L,0x6555L}},{{0x973BL,0x700AL,0x0E44L,0xB4C1L},{0x0E44L,0xB4C1L,2L,0x0E44L},{0x2943L,0xB4C1L,0L,0xB4C1L},{0xB4C1L,0x700AL,(-1L),0x6555L},{0x10ECL,0x2943L,2L,(-1L)},{0x973BL,0xFDBCL,0x27E6L,0xB4C1L}}};
    uint8_t l_3824 = 248UL;
    int64_t *l_3896 = (void*)0;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_36[i] = 0x8D72A67FL;
    for (g_6 = (-20); (g_6 <= (-13)); g_6++)
    { /* block id: 8 */
        int32_t l_147 = 0x08337990L;
        int32_t l_3390 = 0x6A607027L;
        int32_t l_3414 = (-9L);
        uint16_t **l_3456[9][7] = {{&g_1021[6][0][0],&g_1021[2][1][1],&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[6][0][0]},{&g_1021[6][0][0],&g_1021[6][0][0],(void*)0,&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[2][1][1]},{&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[2][4][0],&g_1021[6][0][0],(void*)0,&g_1021[6][0][0],&g_1021[7][2][0]},{&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[6][0][0],(void*)0,&g_1021[7][2][0],&g_1021[6][4][2]},{(void*)0,&g_1021[6][0][0],(void*)0,&g_1021[2][4][0],&g_1021[7][1][1],&g_1021[7][1][1],&g_1021[2][4][0]},{&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[6][4][2],&g_1021[7][2][0],(void*)0,&g_1021[6][0][0]},{(void*)0,&g_1021[6][0][0],&g_1021[6][0][0],&g_1021[7][2][0],&g_1021[6][2][1],&g_1021[6][0][0],&g_1021[6][0][0]},{&g_1021[6][0][0],&g_1021[7][5][1],&g_1021[7][1][1],&g_1021[2][1][1],&g_1021[6][0][0],(void*)0,&g_1021[6][0][0]},{&g_1021[2][1][1],&g_1021[6][4][2],&g_1021[6][0][0],&g_1021[6][2][1],&g_1021[6][0][0],&g_1021[7][1][1],&g_1021[6][0][0]}};
        uint16_t ***l_3455 = &l_3456[1][1];
        uint16_t *** const *l_3454[7];
        uint64_t *l_3458 = &g_398;
        int32_t *l_3459 = &l_144[8][6][1];
        int16_t **** const l_3473[3][3] = {{&g_670,&g_670,&g_670},{&g_670,&g_670,&g_670},{&g_670,&g_670,&g_670}};
        int16_t **** const *l_3472[6][9] = {{&l_3473[2][0],(void*)0,(void*)0,&l_3473[2][2],(void*)0,(void*)0,&l_3473[2][2],(void*)0,(void*)0},{&l_3473[1][2],&l_3473[2][0],&l_3473[2][0],(void*)0,&l_3473[2][0],&l_3473[2][0],&l_3473[1][2],&l_3473[2][0],&l_3473[2][0]},{&l_3473[2][0],(void*)0,(void*)0,&l_3473[2][0],(void*)0,(void*)0,&l_3473[2][2],(void*)0,(void*)0},{&l_3473[2][2],&l_3473[2][0],&l_3473[2][0],(void*)0,&l_3473[2][0],&l_3473[2][0],&l_3473[2][2],&l_3473[2][0],&l_3473[2][0]},{&l_3473[2][0],(void*)0,(void*)0,&l_3473[2][2],(void*)0,(void*)0,&l_3473[2][2],(void*)0,(void*)0},{&l_3473[1][2],&l_3473[2][0],&l_3473[2][0],(void*)0,&l_3473[2][0],&l_3473[2][0],&l_3473[1][2],&l_3473[2][0],&l_3473[2][0]}};
        int32_t l_3479 = (-9L);
        int32_t l_3481 = 0x69ADE8F4L;
        int32_t l_3482[1];
        uint32_t *****l_3540 = &l_3532;
        uint64_t l_3584 = 18446744073709551613UL;
        uint8_t l_3632 = 0x4FL;
        uint8_t l_3656 = 255UL;
        uint64_t l_3723[4][4] = {{18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL},{18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL},{18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL},{18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL}};
        int32_t l_3735 = 0xE388F027L;
        int32_t l_3736 = (-8L);
        int32_t l_3892 = (-1L);
        uint16_t *** const l_3924 = &l_3456[1][1];
        const int64_t l_3961 = 0x310258B1793AEED6LL;
        int i, j;
        for (i = 0; i < 7; i++)
            l_3454[i] = &l_3455;
        for (i = 0; i < 1; i++)
            l_3482[i] = 0x7D9316EFL;
    }
    return (***g_670);
}


/* ------------------------------------------ */
/* 
 * reads : g_398 g_2541 g_470 g_978 g_999 g_672 g_299 g_2620 g_2369 g_214 g_142 g_592 g_1265 g_898 g_899 g_117 g_561 g_562 g_671 g_104 g_2795 g_1656 g_2823 g_1734 g_2090 g_1863 g_2953 g_1462 g_94 g_173 g_2989 g_553 g_976 g_977 g_2088 g_2089 g_300
 * writes: g_135 g_398 g_470 g_297 g_592 g_1021 g_1265 g_104 g_63 g_2795 g_999 g_282 g_296 g_173 g_2823 g_1863 g_142 g_2989 g_2409 g_299 g_1422 g_2379 g_3015 g_300
 */
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17)
{ /* block id: 1283 */
    int32_t *l_2754 = &g_104;
    int32_t **l_2755 = &g_135[2];
    int32_t l_2761 = 0x993C56AFL;
    int32_t l_2771 = 0L;
    int64_t * const l_2794 = &g_2795;
    int64_t * const *l_2793 = &l_2794;
    int32_t l_2815[4] = {1L,1L,1L,1L};
    uint16_t l_2833 = 1UL;
    uint32_t **l_2848 = &g_1652;
    uint32_t ***l_2847 = &l_2848;
    const uint64_t *l_2937[5][5][10] = {{{&g_173,(void*)0,(void*)0,&g_1109,&g_1109,(void*)0,(void*)0,&g_173,&g_1109,&g_1109},{&g_398,&g_173,&g_1109,&g_173,&g_398,(void*)0,&g_1109,&g_1109,&g_398,&g_1109},{&g_173,(void*)0,&g_1109,&g_398,(void*)0,&g_1109,&g_398,&g_173,&g_1109,&g_173},{(void*)0,&g_398,(void*)0,&g_1109,(void*)0,&g_398,(void*)0,&g_173,&g_173,&g_398},{&g_173,&g_173,&g_173,&g_398,(void*)0,(void*)0,&g_1109,(void*)0,&g_398,&g_173}},{{(void*)0,&g_173,&g_398,&g_173,&g_1109,(void*)0,(void*)0,&g_398,&g_398,(void*)0},{&g_398,&g_398,(void*)0,(void*)0,&g_398,&g_1109,&g_398,&g_398,&g_398,&g_398},{&g_173,&g_398,(void*)0,&g_173,(void*)0,&g_398,&g_398,(void*)0,&g_398,(void*)0},{&g_173,&g_1109,&g_173,&g_398,(void*)0,&g_1109,(void*)0,&g_173,(void*)0,&g_1109},{&g_1109,(void*)0,&g_173,(void*)0,&g_1109,(void*)0,&g_398,&g_173,&g_1109,&g_173}},{{(void*)0,&g_398,(void*)0,&g_398,&g_398,(void*)0,&g_173,(void*)0,&g_398,&g_173},{&g_398,&g_398,&g_398,&g_398,&g_1109,&g_173,(void*)0,(void*)0,&g_173,&g_1109},{(void*)0,&g_1109,&g_1109,(void*)0,(void*)0,&g_173,&g_1109,&g_1109,&g_398,(void*)0},{&g_398,&g_173,(void*)0,(void*)0,(void*)0,&g_1109,&g_1109,&g_1109,&g_398,&g_398},{&g_1109,&g_1109,&g_398,(void*)0,&g_173,&g_398,&g_173,&g_398,&g_173,(void*)0}},{{&g_1109,(void*)0,&g_1109,&g_398,&g_173,(void*)0,&g_173,(void*)0,&g_398,&g_398},{&g_173,&g_1109,&g_173,&g_398,&g_1109,&g_173,&g_1109,(void*)0,&g_1109,&g_1109},{&g_173,&g_173,&g_1109,(void*)0,&g_398,&g_173,&g_173,&g_398,(void*)0,&g_1109},{&g_398,&g_398,&g_398,&g_398,(void*)0,(void*)0,&g_398,&g_1109,&g_398,&g_173},{&g_398,&g_398,(void*)0,&g_173,&g_173,&g_173,&g_398,&g_1109,&g_398,&g_173}},{{&g_173,&g_398,&g_1109,(void*)0,&g_173,&g_1109,&g_173,(void*)0,&g_1109,&g_398},{&g_1109,&g_173,&g_398,&g_1109,(void*)0,&g_398,&g_1109,(void*)0,&g_173,&g_398},{(void*)0,&g_1109,(void*)0,&g_1109,&g_173,&g_398,&g_173,&g_173,&g_1109,&g_173},{&g_1109,(void*)0,&g_173,&g_173,&g_1109,&g_1109,&g_173,&g_173,(void*)0,&g_1109},{&g_173,&g_1109,&g_173,&g_173,&g_398,&g_173,&g_1109,(void*)0,&g_1109,(void*)0}}};
    const uint64_t **l_2936[9] = {&l_2937[2][2][8],&l_2937[2][2][8],&l_2937[2][2][8],&l_2937[2][2][8],&l_2937[2][2][8],&l_2937[2][2][8],&l_2937[2][2][8],&l_2937[2][2][8],&l_2937[2][2][8]};
    const uint64_t ***l_2935 = &l_2936[8];
    int16_t l_2938 = (-3L);
    int32_t l_2964 = 0x0F2E4F71L;
    int64_t **** const l_2972 = (void*)0;
    int64_t ****l_2973[10][9][1] = {{{(void*)0},{&g_2368},{(void*)0},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368}},{{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368}},{{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{(void*)0}},{{&g_2368},{(void*)0},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368}},{{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368}},{{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{(void*)0},{&g_2368}},{{(void*)0},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368}},{{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368}},{{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{(void*)0},{&g_2368},{(void*)0}},{{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368},{&g_2368}}};
    uint64_t l_3024[4];
    const uint16_t ***l_3085 = &g_2089;
    uint16_t **l_3087 = &g_1021[2][3][0];
    uint16_t ***l_3086 = &l_3087;
    uint8_t l_3149 = 248UL;
    int8_t l_3154 = (-10L);
    uint16_t l_3231 = 0UL;
    uint32_t ** const *l_3236 = &l_2848;
    int32_t l_3275 = 0x55770D68L;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_3024[i] = 0x76AC444A57374D18LL;
lbl_2757:
    l_2754 = ((*l_2755) = l_2754);
    for (g_398 = 0; (g_398 <= 2); g_398 += 1)
    { /* block id: 1288 */
        int32_t *l_2756 = &g_999;
        int32_t l_2769[1][2][7] = {{{0xBCEE8DF8L,0L,0L,0xBCEE8DF8L,(-5L),0xBCEE8DF8L,0L},{0x08D5C7EEL,0x08D5C7EEL,0L,(-7L),0L,0x08D5C7EEL,0x08D5C7EEL}}};
        uint64_t l_2772 = 18446744073709551615UL;
        int64_t * const *l_2792 = &g_2370;
        int8_t **l_2893[9];
        int8_t ***l_2892 = &l_2893[6];
        int32_t l_2963 = 0xB58260E1L;
        uint64_t l_2966[4];
        int16_t ****l_2984 = (void*)0;
        int16_t l_2988[4][4][1] = {{{(-2L)},{(-6L)},{(-6L)},{(-2L)}},{{(-1L)},{(-2L)},{(-6L)},{(-6L)}},{{(-2L)},{(-1L)},{(-2L)},{(-6L)}},{{(-6L)},{(-2L)},{(-1L)},{(-2L)}}};
        uint32_t ****l_3006 = &l_2847;
        int32_t l_3023 = (-3L);
        uint32_t *l_3034[7] = {(void*)0,&g_1265,&g_1265,(void*)0,&g_1265,&g_1265,(void*)0};
        int64_t l_3048 = 0xA5921D6D86E28755LL;
        uint32_t l_3211 = 4294967294UL;
        int64_t l_3238 = 0L;
        int32_t l_3253 = 0xC501ACA4L;
        int32_t l_3257 = (-3L);
        int64_t l_3273 = 0x97BBFADF7B0E5B30LL;
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_2893[i] = &g_214;
        for (i = 0; i < 4; i++)
            l_2966[i] = 0xB1B86600C55058E4LL;
        (*l_2755) = l_2756;
        for (p_16 = 0; (p_16 <= 2); p_16 += 1)
        { /* block id: 1292 */
            int16_t l_2770 = 1L;
            int32_t l_2775 = 2L;
            int32_t l_2777 = 0xEB62A105L;
            int32_t *l_2803 = (void*)0;
            int32_t l_2827[10] = {1L,0xE9225AF8L,1L,1L,0xE9225AF8L,1L,1L,0xE9225AF8L,1L,1L};
            int32_t l_2962 = 0L;
            int16_t l_3009[3];
            int8_t *** const **l_3019[5][3] = {{&g_3016,&g_3016,&g_3016},{&g_3016,&g_3016,&g_3016},{(void*)0,&g_3016,(void*)0},{(void*)0,&g_3016,&g_3016},{&g_3016,(void*)0,(void*)0}};
            int i, j;
            for (i = 0; i < 3; i++)
                l_3009[i] = 0x4509L;
            for (p_14 = 0; (p_14 <= 0); p_14 += 1)
            { /* block id: 1295 */
                int32_t *l_2758 = &g_999;
                int32_t *l_2759 = &g_999;
                int32_t *l_2760 = &g_104;
                int32_t *l_2762 = &g_999;
                int32_t *l_2763 = &l_2761;
                int32_t *l_2764 = &l_2761;
                int32_t *l_2765 = &g_999;
                int32_t *l_2766 = (void*)0;
                int32_t *l_2767 = &l_2761;
                int32_t *l_2768[4][2] = {{&g_94,&g_94},{&g_6,&g_94},{&g_94,&g_6},{&g_94,&g_94}};
                uint32_t l_2778 = 0x71EE5A73L;
                int i, j;
                if (g_398)
                    goto lbl_2757;
                if (g_2541[p_14])
                    continue;
                l_2772--;
                l_2778--;
            }
            for (g_470 = 0; (g_470 <= 0); g_470 += 1)
            { /* block id: 1303 */
                int32_t l_2799 = 0x7C44A19EL;
                int32_t l_2801 = 0L;
                int32_t l_2812 = 0x5B7661AFL;
                int32_t l_2813 = 0x19677C45L;
                int32_t l_2814 = 3L;
                int32_t l_2822[9] = {0x4D8DD0E1L,9L,0x4D8DD0E1L,0x4D8DD0E1L,9L,0x4D8DD0E1L,0x4D8DD0E1L,9L,0x4D8DD0E1L};
                int8_t l_2829[7][8][4] = {{{0x7BL,(-1L),0x35L,1L},{5L,(-8L),5L,0x52L},{(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-7L),0x7BL},{(-8L),5L,3L,0x35L},{(-1L),5L,1L,0x35L},{0xC7L,0L,(-1L),5L},{0x43L,(-1L),5L,(-1L)}},{{0L,0xF1L,1L,(-7L)},{0x46L,0x7BL,0xF1L,0x46L},{0x7BL,(-1L),0x6CL,0x43L},{0x7BL,0xC7L,0xF1L,0x35L},{0x46L,0x43L,1L,1L},{0L,0L,5L,0x43L},{0x43L,0x46L,(-1L),(-1L)},{0xC7L,0x7BL,1L,(-1L)}},{{(-1L),0x7BL,3L,(-1L)},{0x7BL,0x46L,0xC7L,0x43L},{0xF1L,0L,0xF1L,1L},{(-1L),0x43L,0x52L,0x35L},{0L,0xC7L,(-1L),0x43L},{5L,(-1L),(-1L),0x46L},{0L,0x7BL,0x52L,(-7L)},{(-1L),0xF1L,0xF1L,(-1L)}},{{0xF1L,(-1L),0xC7L,5L},{0x7BL,0L,3L,0x35L},{(-1L),5L,1L,0x35L},{0xC7L,0L,(-1L),5L},{0x43L,(-1L),5L,(-1L)},{0L,0xF1L,1L,(-7L)},{0x46L,0x7BL,0xF1L,0x46L},{0x7BL,(-1L),0x6CL,0x43L}},{{0x7BL,0xC7L,0xF1L,0x35L},{0x46L,0x43L,1L,1L},{0L,0L,5L,0x43L},{0x43L,0x46L,(-1L),(-1L)},{0xC7L,0x7BL,1L,(-1L)},{(-1L),0x7BL,3L,(-1L)},{0x7BL,0x46L,0xC7L,0x43L},{0xF1L,0L,0xF1L,1L}},{{(-1L),0x43L,0x52L,0x35L},{0L,0xC7L,(-1L),0x43L},{5L,(-1L),(-1L),0x46L},{0L,0x7BL,0x52L,(-7L)},{(-1L),0xF1L,0xF1L,(-1L)},{0xF1L,(-1L),0xC7L,5L},{0x7BL,0L,3L,0x35L},{(-1L),5L,1L,0x35L}},{{0xC7L,0L,(-1L),5L},{0x43L,(-1L),5L,(-1L)},{0L,0xF1L,1L,(-7L)},{0x46L,0x7BL,0xF1L,0x46L},{0x7BL,0xF1L,1L,1L},{5L,(-1L),0xAAL,(-1L)},{3L,1L,5L,5L},{3L,3L,0L,1L}}};
                int16_t l_2830[9][1];
                int i, j, k;
                for (i = 0; i < 9; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_2830[i][j] = 0L;
                }
                if ((safe_rshift_func_uint16_t_u_s((((((!g_2541[g_470]) >= g_978[g_398][g_470][(g_470 + 4)]) ^ p_15) || l_2770) || p_15), 5)))
                { /* block id: 1304 */
                    int8_t *l_2798[5][7][4] = {{{&g_1422,(void*)0,&g_142,(void*)0},{&g_2379,&g_2379,&g_142,&g_142},{(void*)0,&g_2379,&g_2379,(void*)0},{&g_2379,(void*)0,&g_2379,&g_1422},{&g_2379,&g_2379,&g_2379,&g_142},{(void*)0,&g_1422,&g_142,&g_142},{&g_2379,&g_2379,&g_142,&g_1422}},{{&g_1422,(void*)0,&g_142,(void*)0},{&g_2379,&g_2379,&g_142,&g_142},{(void*)0,&g_2379,&g_2379,(void*)0},{&g_2379,(void*)0,&g_2379,&g_1422},{&g_2379,&g_2379,&g_2379,&g_142},{(void*)0,&g_1422,&g_142,&g_142},{&g_2379,&g_2379,&g_142,&g_1422}},{{&g_1422,(void*)0,&g_142,(void*)0},{&g_2379,&g_2379,&g_142,&g_142},{(void*)0,&g_2379,&g_2379,(void*)0},{&g_2379,(void*)0,&g_2379,&g_1422},{&g_2379,&g_2379,&g_2379,&g_142},{(void*)0,&g_1422,&g_142,&g_142},{&g_2379,&g_2379,&g_142,&g_1422}},{{&g_1422,(void*)0,&g_142,(void*)0},{&g_2379,&g_2379,&g_142,&g_142},{(void*)0,&g_2379,&g_2379,(void*)0},{&g_2379,(void*)0,&g_2379,&g_1422},{&g_2379,&g_2379,&g_2379,&g_142},{(void*)0,&g_1422,&g_142,&g_142},{&g_2379,&g_2379,&g_142,&g_1422}},{{&g_1422,(void*)0,&g_142,(void*)0},{&g_2379,&g_2379,&g_142,&g_142},{(void*)0,&g_2379,&g_2379,(void*)0},{&g_2379,(void*)0,&g_2379,&g_1422},{&g_2379,&g_2379,&g_2379,&g_142},{(void*)0,&g_1422,&g_142,&g_142},{&g_2379,&g_2379,&g_142,&g_1422}}};
                    int32_t l_2800 = 0x99EE5B19L;
                    int32_t l_2802 = 1L;
                    int i, j, k;
                    l_2802 &= ((l_2777 ^= (safe_mod_func_uint32_t_u_u((0x0E71L || (safe_lshift_func_int8_t_s_u((l_2801 = (safe_div_func_int8_t_s_s((((safe_mul_func_int8_t_s_s((*l_2756), ((((4UL ^ p_16) | (*g_672)) , (*g_2620)) != (l_2793 = l_2792)))) > ((((safe_mod_func_uint8_t_u_u(0xE5L, (l_2799 &= (*g_214)))) != 0x0AED170EL) >= 5L) && p_16)) , l_2800), l_2770))), p_15))), p_14))) < p_15);
                }
                else
                { /* block id: 1310 */
                    int32_t l_2809[5] = {0x4D897ECAL,0x4D897ECAL,0x4D897ECAL,0x4D897ECAL,0x4D897ECAL};
                    int32_t l_2810 = 0x28DD1311L;
                    int32_t l_2811 = 0x911154BFL;
                    int32_t l_2816 = 1L;
                    int32_t l_2817 = (-1L);
                    int32_t l_2818 = 0x0E3AA609L;
                    int32_t l_2819 = 5L;
                    int32_t l_2820 = 0x74EF5AFAL;
                    int32_t l_2824 = 0x98C3A485L;
                    int32_t l_2825 = 0xFAA5677CL;
                    int32_t l_2826 = 0x4341AF9EL;
                    int32_t l_2828[9] = {(-1L),0x28F8CD50L,(-1L),(-1L),0x28F8CD50L,(-1L),(-1L),0x28F8CD50L,(-1L)};
                    uint64_t l_2836 = 0UL;
                    int i;
                    l_2803 = &l_2769[0][0][4];
                    for (g_297 = 0; (g_297 >= 0); g_297 -= 1)
                    { /* block id: 1314 */
                        int32_t *l_2804 = &l_2799;
                        int32_t *l_2805 = &l_2777;
                        int32_t *l_2806 = &l_2801;
                        int32_t *l_2807 = &l_2769[0][0][4];
                        int32_t *l_2808[1];
                        int8_t l_2821 = 0x1DL;
                        int32_t l_2831 = 0xF5BABD9FL;
                        int i, j, k;
                        for (i = 0; i < 1; i++)
                            l_2808[i] = &l_2769[g_297][(g_297 + 1)][g_398];
                        l_2833--;
                        (*l_2755) = &l_2775;
                        l_2836--;
                    }
                }
            }
            if (p_16)
                goto lbl_2757;
            if ((*l_2756))
            { /* block id: 1322 */
                uint16_t l_2861 = 0xFEF0L;
                int32_t l_2862 = 3L;
                for (g_592 = 0; (g_592 <= 0); g_592 += 1)
                { /* block id: 1325 */
                    uint32_t *l_2860 = &g_1265;
                    int32_t *l_2863 = &l_2775;
                    int i, j, k;
                    (*l_2754) ^= (((safe_mul_func_int16_t_s_s((((safe_sub_func_uint16_t_u_u(((safe_mod_func_uint16_t_u_u((((safe_mul_func_int16_t_s_s((l_2847 != &l_2848), (((safe_mod_func_uint32_t_u_u(((safe_mul_func_uint16_t_u_u(((!((safe_add_func_uint64_t_u_u(g_2541[g_592], (safe_rshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(p_14, 0x796BL)), (((*l_2860) ^= ((g_1021[(g_398 + 2)][p_16][(g_592 + 1)] = &g_2541[g_592]) == &l_2833)) > (*l_2756)))))) & (l_2861 = (p_16 && 0x42L)))) >= (**g_898)), p_17)) && g_2541[g_592]), (*g_899))) > 0x27L) , (*l_2756)))) , (*g_561)) && 0L), (-9L))) > 0x42187B36L), l_2862)) ^ 0x76L) , p_16), (**g_671))) & 0x9CDF9854DCCC375DLL) ^ 0x9DL);
                    l_2863 = &l_2769[0][0][4];
                    for (g_63 = 0; (g_63 >= 0); g_63 -= 1)
                    { /* block id: 1333 */
                        int8_t l_2872[6][4][3] = {{{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL},{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL}},{{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL},{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL}},{{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL},{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL}},{{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL},{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL}},{{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL},{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL}},{{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL},{0x1EL,0x1EL,0x1EL},{0x9FL,0L,0x9FL}}};
                        int32_t l_2873 = (-1L);
                        int i, j, k;
                        (*l_2756) = (((((safe_rshift_func_int16_t_s_s((*l_2754), 2)) , ((safe_sub_func_int8_t_s_s((*g_214), (safe_rshift_func_int16_t_s_s((0xE2ACL <= ((p_15 && ((p_16 >= ((8L && ((safe_sub_func_int8_t_s_s(((((l_2872[2][3][0] ^= p_16) >= ((*l_2794) |= (-8L))) , 0L) , l_2862), l_2873)) > 65535UL)) || p_15)) & l_2873)) ^ p_15)), l_2862)))) && (-5L))) | 4294967295UL) & (-1L)) ^ (*l_2756));
                    }
                }
            }
            else
            { /* block id: 1339 */
                int16_t l_2874 = 0x14EEL;
                return l_2874;
            }
            for (g_282 = 0; (g_282 <= 2); g_282 += 1)
            { /* block id: 1344 */
                int16_t l_2877 = (-1L);
                int32_t l_2913[5] = {0x0E077F80L,0x0E077F80L,0x0E077F80L,0x0E077F80L,0x0E077F80L};
                int16_t l_2965 = 0x78EAL;
                int32_t *l_2992 = &g_104;
                int16_t ** const *l_3028 = (void*)0;
                int16_t ** const **l_3027 = &l_3028;
                int i;
                if (((safe_div_func_int8_t_s_s((*g_214), l_2877)) | ((safe_add_func_uint16_t_u_u(p_15, (*l_2756))) && (safe_lshift_func_uint8_t_u_u(p_16, 7)))))
                { /* block id: 1345 */
                    int16_t * const **l_2883[7][2] = {{(void*)0,&g_275},{(void*)0,(void*)0},{&g_275,(void*)0},{(void*)0,&g_275},{(void*)0,(void*)0},{&g_275,(void*)0},{(void*)0,&g_275}};
                    int16_t * const *** const l_2882 = &l_2883[2][0];
                    int32_t l_2901 = 6L;
                    int32_t *l_2909 = &l_2775;
                    int32_t l_2915[9] = {4L,4L,4L,4L,4L,4L,4L,4L,4L};
                    int i, j;
                    for (g_296 = 2; (g_296 >= 0); g_296 -= 1)
                    { /* block id: 1348 */
                        int16_t ****l_2884 = &g_670;
                        int16_t *****l_2885 = &l_2884;
                        int32_t l_2902 = 0x23CC8F09L;
                        int64_t *l_2903 = &g_2823[2][1][2];
                        uint8_t *l_2904 = (void*)0;
                        uint8_t *l_2905 = &g_1863;
                        int i, j, k;
                        (*l_2754) = (((*l_2794) = (l_2882 != ((*l_2885) = l_2884))) < (safe_div_func_int64_t_s_s(p_15, (safe_rshift_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u(p_17, ((*l_2905) ^= ((((*g_1656) = p_14) & (l_2892 != ((safe_add_func_uint8_t_u_u((((l_2769[0][1][5] &= ((((*l_2756) = ((*l_2903) &= (((safe_sub_func_uint8_t_u_u(((safe_lshift_func_int16_t_s_u((!((l_2901 != (*l_2756)) , (p_15 && (*l_2756)))), l_2902)) != 18446744073709551615UL), p_17)) && p_16) & 0xEA7CL))) <= p_17) , (*g_1734))) || p_15) > (*g_2090)), 0x1BL)) , (void*)0))) > 0xE5L)))) > (*g_899)), 3)))));
                    }
                    for (g_63 = 0; (g_63 >= 0); g_63 -= 1)
                    { /* block id: 1360 */
                        uint32_t l_2906 = 1UL;
                        int32_t l_2910 = (-1L);
                        int32_t *l_2911 = &l_2815[3];
                        int32_t *l_2912 = &g_999;
                        int32_t *l_2914[8] = {&l_2827[9],&l_2827[9],&l_2827[1],&l_2827[9],&l_2827[9],&l_2827[1],&l_2827[9],&l_2827[9]};
                        uint64_t l_2916 = 0x764B607BE6C99843LL;
                        int i;
                        --l_2906;
                        l_2909 = &l_2769[0][0][4];
                        l_2916++;
                        if (p_17)
                            continue;
                    }
                    (*l_2755) = &l_2901;
                    if ((safe_unary_minus_func_int32_t_s(((safe_lshift_func_uint16_t_u_u((((*l_2756) > (*l_2756)) & ((void*)0 == &g_899)), 13)) | (safe_lshift_func_int16_t_s_s((**g_671), 4))))))
                    { /* block id: 1367 */
                        uint64_t l_2924 = 0xF6020C1B5EF209E0LL;
                        l_2909 = &l_2915[4];
                        return l_2924;
                    }
                    else
                    { /* block id: 1370 */
                        uint32_t l_2945[6][10][4] = {{{0x6438B1DFL,0xE3B995EDL,0x917AC57EL,9UL},{4294967289UL,0UL,0x0B9D456FL,0xAFFAF912L},{3UL,0x00AF7469L,1UL,0xAFFAF912L},{4294967294UL,0UL,0x188DBA24L,9UL},{0x6F7F996EL,0xE3B995EDL,4UL,0xF0552634L},{1UL,0x47EE7845L,9UL,0x6F7F996EL},{4294967294UL,0xF0552634L,4294967294UL,0x188DBA24L},{0UL,0x7A6A0946L,0x0B9D456FL,1UL},{0x7A6A0946L,0x47EE7845L,0x00AF7469L,0x7A6A0946L},{0x6438B1DFL,0x6F7F996EL,0x00AF7469L,9UL}},{{0x7A6A0946L,0xAFFAF912L,0x0B9D456FL,0UL},{0UL,0x00AF7469L,4294967294UL,3UL},{4294967294UL,3UL,9UL,9UL},{1UL,1UL,4UL,4294967289UL},{0x6F7F996EL,0x47EE7845L,0x188DBA24L,0xE3B995EDL},{4294967294UL,4294967289UL,1UL,0x188DBA24L},{3UL,4294967289UL,0x0B9D456FL,0xE3B995EDL},{4294967289UL,0x47EE7845L,0x917AC57EL,4294967289UL},{0x6438B1DFL,1UL,0x47EE7845L,9UL},{0xF0552634L,3UL,0x0B9D456FL,3UL}},{{0xAFFAF912L,0x00AF7469L,0x6438B1DFL,0UL},{4294967294UL,0xAFFAF912L,0x4F200614L,9UL},{0xE3B995EDL,0x6F7F996EL,4UL,0x7A6A0946L},{0xE3B995EDL,0x47EE7845L,0x4F200614L,1UL},{4294967294UL,0x7A6A0946L,0x6438B1DFL,0x188DBA24L},{0xAFFAF912L,0xF0552634L,0x0B9D456FL,0x6F7F996EL},{0xF0552634L,0x8763D5AAL,0x8763D5AAL,0x917AC57EL},{4294967287UL,4294967294UL,4UL,0xB88E9524L},{0x47EE7845L,0x188DBA24L,0xE3B995EDL,9UL},{0x4F200614L,0x0B9D456FL,4UL,9UL}},{{4294967287UL,0x188DBA24L,0xC5166B70L,0xB88E9524L},{0x6438B1DFL,4294967294UL,0x6F7F996EL,0x917AC57EL},{1UL,0x8763D5AAL,0xB88E9524L,0x6438B1DFL},{4294967287UL,0x917AC57EL,4294967287UL,0xC5166B70L},{0x188DBA24L,0x00AF7469L,0xE3B995EDL,1UL},{0x00AF7469L,0x8763D5AAL,0x0B9D456FL,0x00AF7469L},{4294967287UL,0x6438B1DFL,0x0B9D456FL,0xB88E9524L},{0x00AF7469L,9UL,0xE3B995EDL,0x188DBA24L},{0x188DBA24L,0x0B9D456FL,4294967287UL,0x4F200614L},{4294967287UL,0x4F200614L,0xB88E9524L,0xB88E9524L}},{{1UL,1UL,0x6F7F996EL,0x47EE7845L},{0x6438B1DFL,0x8763D5AAL,0xC5166B70L,4294967294UL},{4294967287UL,0x47EE7845L,4UL,0xC5166B70L},{0x4F200614L,0x47EE7845L,0xE3B995EDL,4294967294UL},{0x47EE7845L,0x8763D5AAL,4UL,0x47EE7845L},{4294967287UL,1UL,0x8763D5AAL,0xB88E9524L},{0x917AC57EL,0x4F200614L,0xE3B995EDL,0x4F200614L},{9UL,0x0B9D456FL,4294967287UL,0x188DBA24L},{4294967287UL,9UL,0x914B0F63L,0xB88E9524L},{4294967294UL,0x6438B1DFL,0x6F7F996EL,0x00AF7469L}},{{4294967294UL,0x8763D5AAL,0x914B0F63L,1UL},{4294967287UL,0x00AF7469L,4294967287UL,0xC5166B70L},{9UL,0x917AC57EL,0xE3B995EDL,0x6438B1DFL},{0x917AC57EL,0x8763D5AAL,0x8763D5AAL,0x917AC57EL},{4294967287UL,4294967294UL,4UL,0xB88E9524L},{0x47EE7845L,0x188DBA24L,0xE3B995EDL,9UL},{0x4F200614L,0x0B9D456FL,4UL,9UL},{4294967287UL,0x188DBA24L,0xC5166B70L,0xB88E9524L},{0x6438B1DFL,4294967294UL,0x6F7F996EL,0x917AC57EL},{1UL,0x8763D5AAL,0xB88E9524L,0x6438B1DFL}}};
                        int i, j, k;
                        (*l_2754) ^= ((safe_mod_func_uint8_t_u_u((safe_add_func_int64_t_s_s((safe_mod_func_uint32_t_u_u((safe_add_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s(p_16, (((void*)0 == l_2935) , (l_2938 == (safe_sub_func_uint32_t_u_u((safe_lshift_func_int8_t_s_u(p_14, p_17)), (safe_mul_func_uint16_t_u_u(l_2945[5][3][0], (~((((safe_lshift_func_int8_t_s_s(((((((0x8A36L & (safe_mod_func_uint64_t_u_u((safe_mul_func_int16_t_s_s(p_14, 1UL)), g_2953))) == (*g_899)) , p_15) ^ 1UL) == l_2945[5][3][0]) & (*l_2909)), 3)) == p_15) <= p_17) >= p_15)))))))))), p_16)), l_2877)), 0x1D01299774314A0ELL)), 0x41L)) | 1L);
                        if (g_104)
                            goto lbl_2757;
                    }
                }
                else
                { /* block id: 1374 */
                    int32_t *l_2954 = (void*)0;
                    int32_t *l_2955 = &l_2777;
                    int32_t *l_2956 = &l_2761;
                    int32_t *l_2957 = &l_2827[9];
                    int32_t *l_2958 = &l_2771;
                    int32_t *l_2959 = (void*)0;
                    int32_t *l_2960 = &l_2913[1];
                    int32_t *l_2961[1];
                    uint16_t *l_2990 = &g_2409[1][0][0];
                    uint8_t *l_2991[7] = {&g_1863,&g_311,&g_1863,&g_1863,&g_311,&g_1863,&g_1863};
                    int i;
                    for (i = 0; i < 1; i++)
                        l_2961[i] = (void*)0;
                    l_2966[2]--;
                    if ((safe_add_func_int8_t_s_s(((***l_2892) &= p_15), l_2877)))
                    { /* block id: 1377 */
                        uint32_t l_2971 = 4294967295UL;
                        (*l_2960) = l_2971;
                        return (*g_1462);
                    }
                    else
                    { /* block id: 1380 */
                        int32_t * const l_2974 = &l_2777;
                        int32_t **l_2975 = &l_2957;
                        l_2973[3][7][0] = l_2972;
                        (*l_2975) = l_2974;
                        if (p_14)
                            break;
                    }
                    if ((p_15 , ((((safe_mul_func_int16_t_s_s(0xD3A4L, ((**g_671) = (((0x77A3A5C58A82B724LL != (safe_div_func_uint16_t_u_u((safe_div_func_int32_t_s_s(((safe_lshift_func_uint8_t_u_s((g_1863 = (((*l_2754) = ((*g_1656) = (((void*)0 != l_2984) || ((*l_2990) = (g_2989[2][4][5] |= ((((safe_unary_minus_func_uint32_t_u((((*l_2756) || ((((4294967295UL && (p_16 ^ ((safe_add_func_int32_t_s_s((((((*g_1656) , (*l_2957)) >= p_16) & (*g_899)) | p_15), p_15)) != l_2913[3]))) & l_2988[1][2][0]) >= l_2775) < p_16)) || p_14))) < p_14) | 0L) != p_14)))))) < 8UL)), 4)) < p_15), 0xF4ADC2F5L)), 2UL))) ^ 9L) ^ 0x79DE2E84E76D3213LL)))) <= p_14) != (*g_1462)) , (-10L))))
                    { /* block id: 1391 */
                        int16_t ***l_2993 = &g_671;
                        int32_t l_3007 = 0x61DD22B4L;
                        if (p_15)
                            break;
                        l_2992 = ((*l_2755) = &l_2913[1]);
                        if ((*g_553))
                            continue;
                        (*l_2955) = ((((1L <= (*g_2090)) != ((((l_2993 != l_2993) != ((g_2379 = ((((void*)0 == &p_16) < (safe_mul_func_uint8_t_u_u((*l_2992), (g_1422 = ((***l_2892) = (safe_mod_func_int32_t_s_s((safe_mul_func_int8_t_s_s((((0x23C3L && (safe_rshift_func_int16_t_s_u((safe_div_func_uint64_t_u_u(((((*l_2990) = (safe_div_func_uint64_t_u_u((l_3006 == (void*)0), 0x2C248724964FBB6FLL))) , 4294967292UL) | p_14), p_16)), p_17))) != 0x6FDF361F56AC50B0LL) > (-6L)), 0xD6L)), l_3007))))))) & (**g_976))) && p_17)) ^ (***g_2088)) , l_3007)) , p_16) , p_16);
                    }
                    else
                    { /* block id: 1401 */
                        uint32_t l_3008 = 0xDCF44BDBL;
                        return l_3008;
                    }
                    if (((*g_214) | (g_1863--)))
                    { /* block id: 1405 */
                        int8_t l_3012 = 0xC8L;
                        (*l_2755) = &l_2777;
                        return l_3012;
                    }
                    else
                    { /* block id: 1408 */
                        int8_t *** const *l_3014 = &l_2892;
                        int8_t *** const **l_3013 = &l_3014;
                        int32_t l_3020 = (-6L);
                        int32_t l_3021 = 0xF881CE61L;
                        int32_t l_3022[10][10][2] = {{{(-7L),1L},{0x52FDCDFDL,(-1L)},{0x9CB42446L,0x24700B54L},{0x5AE520F5L,1L},{1L,0x1B6FA7DFL},{(-6L),0x1DC2F552L},{(-1L),0x262118C2L},{5L,0x52FDCDFDL},{0L,0x52FDCDFDL},{5L,0x262118C2L}},{{(-1L),0x1DC2F552L},{(-6L),0x1B6FA7DFL},{1L,1L},{0x5AE520F5L,0x24700B54L},{0x9CB42446L,(-1L)},{0x52FDCDFDL,1L},{(-7L),0x14200F0FL},{0x9512D51CL,0x9512D51CL},{0x9E7F7817L,0x8EDD63A9L},{0x14200F0FL,0x9CB42446L}},{{0L,(-2L)},{0xF183BACBL,0L},{0x262118C2L,1L},{0x262118C2L,0L},{0x52FDCDFDL,1L},{0xF183BACBL,0x1B6FA7DFL},{5L,(-2L)},{(-6L),(-1L)},{(-1L),5L},{(-2L),0x8EDD63A9L}},{{1L,0L},{0x1B6FA7DFL,(-1L)},{0x24700B54L,0x9CB42446L},{(-3L),0L},{0x14200F0FL,0x262118C2L},{0L,1L},{0x1DC2F552L,1L},{0x5AE520F5L,1L},{0x1DC2F552L,1L},{0L,0x262118C2L}},{{0x14200F0FL,0L},{(-3L),0x9CB42446L},{0x24700B54L,(-1L)},{0x1B6FA7DFL,0L},{1L,0x8EDD63A9L},{(-2L),5L},{(-1L),(-1L)},{(-6L),(-2L)},{5L,0x1B6FA7DFL},{0xF183BACBL,1L}},{{0x52FDCDFDL,0xF183BACBL},{1L,0x9512D51CL},{1L,0xF183BACBL},{0x52FDCDFDL,1L},{0xF183BACBL,0x1B6FA7DFL},{5L,(-2L)},{(-6L),(-1L)},{(-1L),5L},{(-2L),0x8EDD63A9L},{1L,0L}},{{0x1B6FA7DFL,(-1L)},{0x24700B54L,0x9CB42446L},{(-3L),0L},{0x14200F0FL,0x262118C2L},{0L,1L},{0x1DC2F552L,1L},{0x5AE520F5L,1L},{0x1DC2F552L,1L},{0L,0x262118C2L},{0x14200F0FL,0L}},{{(-3L),0x9CB42446L},{0x24700B54L,(-1L)},{0x1B6FA7DFL,0L},{1L,0x8EDD63A9L},{(-2L),5L},{(-1L),(-1L)},{(-6L),(-2L)},{5L,0x1B6FA7DFL},{0xF183BACBL,1L},{0x52FDCDFDL,0xF183BACBL}},{{1L,0x9512D51CL},{1L,0xF183BACBL},{0x52FDCDFDL,1L},{0xF183BACBL,0x1B6FA7DFL},{5L,(-2L)},{(-6L),(-1L)},{(-1L),5L},{(-2L),0x8EDD63A9L},{1L,0L},{0x1B6FA7DFL,(-1L)}},{{0x24700B54L,0x9CB42446L},{(-3L),0L},{0x14200F0FL,0x262118C2L},{0L,1L},{0x1DC2F552L,1L},{0x5AE520F5L,1L},{0x1DC2F552L,1L},{0L,0x262118C2L},{0x14200F0FL,0L},{(-3L),0x9CB42446L}}};
                        int i, j, k;
                        l_3019[4][1] = (g_3015 = l_3013);
                        ++l_3024[0];
                        (*l_2960) = (l_3027 == (void*)0);
                        if (p_16)
                            continue;
                    }
                }
            }
        }
        (*l_2755) = &l_2771;
        for (g_300 = 0; (g_300 <= 2); g_300 += 1)
        { /* block id: 1421 */
            uint32_t *l_3031[2];
            uint32_t **l_3032 = (void*)0;
            uint32_t **l_3033 = (void*)0;
            int16_t *****l_3041 = (void*)0;
            int16_t *** const *l_3043 = &g_670;
            int16_t *** const **l_3042 = &l_3043;
            int32_t l_3065 = 0x11B5F831L;
            int32_t l_3089 = 6L;
            const int32_t *l_3097 = (void*)0;
            int32_t l_3112 = 0x4160AF49L;
            int8_t *l_3196 = &g_1422;
            int8_t ** const l_3195 = &l_3196;
            int8_t ** const *l_3194 = &l_3195;
            int8_t ** const ** const l_3193[2] = {&l_3194,&l_3194};
            int8_t ** const ** const *l_3192 = &l_3193[0];
            uint32_t ***l_3235 = &l_2848;
            uint8_t ***l_3242[8][4] = {{&g_852,&g_852,(void*)0,&g_852},{&g_852,&g_852,(void*)0,(void*)0},{&g_852,&g_852,&g_852,(void*)0},{&g_852,&g_852,&g_852,&g_852},{&g_852,&g_852,&g_852,&g_852},{&g_852,&g_852,(void*)0,&g_852},{&g_852,&g_852,(void*)0,(void*)0},{&g_852,&g_852,&g_852,(void*)0}};
            int32_t l_3272[4][3] = {{6L,0x7E887145L,6L},{(-7L),(-7L),(-7L)},{6L,0x7E887145L,6L},{(-7L),(-7L),(-7L)}};
            int8_t ****l_3327 = (void*)0;
            int16_t l_3373[10][3][2] = {{{0x9611L,(-1L)},{0x8B9BL,0xAE5AL},{(-1L),(-7L)}},{{(-1L),0x23C7L},{0xAE5AL,(-1L)},{(-1L),(-1L)}},{{0xAE5AL,0x23C7L},{(-1L),(-7L)},{(-1L),0xAE5AL}},{{0x8B9BL,(-1L)},{0x9611L,(-2L)},{0x9611L,(-1L)}},{{0x8B9BL,0xAE5AL},{(-1L),(-7L)},{(-1L),0x23C7L}},{{0xAE5AL,(-1L)},{(-1L),(-1L)},{0xAE5AL,0x23C7L}},{{(-1L),(-7L)},{(-1L),0xAE5AL},{0x8B9BL,(-1L)}},{{0x9611L,(-2L)},{0x9611L,(-1L)},{0x8B9BL,0xAE5AL}},{{(-1L),(-7L)},{(-1L),0x23C7L},{0xAE5AL,(-1L)}},{{(-1L),(-1L)},{0xAE5AL,0x23C7L},{(-1L),(-7L)}}};
            uint32_t l_3376 = 0x370C221BL;
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_3031[i] = &g_117;
        }
    }
    return (*l_2754);
}


/* ------------------------------------------ */
/* 
 * reads : g_1462
 * writes: g_94
 */
static uint16_t  func_18(int16_t  p_19, uint8_t  p_20, uint16_t  p_21, int32_t  p_22)
{ /* block id: 651 */
    int8_t *l_1460 = &g_142;
    int32_t l_1463 = (-1L);
    int32_t *l_1464 = &l_1463;
    int8_t l_1511 = 0x16L;
    int32_t l_1526 = 0x813C5B96L;
    int32_t l_1528 = 0x60057FEEL;
    uint32_t l_1533[8] = {0xA655CF0DL,0xA655CF0DL,0xA655CF0DL,0xA655CF0DL,0xA655CF0DL,0xA655CF0DL,0xA655CF0DL,0xA655CF0DL};
    int16_t l_1556 = (-1L);
    int16_t **l_1574 = &g_672;
    int32_t l_1588[8] = {8L,8L,8L,8L,8L,8L,8L,8L};
    uint32_t l_1603 = 0x92BBC4B1L;
    uint8_t **l_1667 = &g_853;
    uint32_t l_1673 = 9UL;
    uint64_t ***l_1721 = (void*)0;
    uint64_t l_1733 = 1UL;
    const int32_t *l_1774[5][1] = {{(void*)0},{&g_104},{(void*)0},{&g_104},{(void*)0}};
    int16_t * const **l_1859 = &g_275;
    int16_t * const ***l_1858 = &l_1859;
    int16_t * const *** const *l_1857 = &l_1858;
    int32_t **l_1951 = &l_1464;
    uint32_t l_2072 = 0UL;
    int32_t l_2208 = 0xF2F6DD4DL;
    uint64_t **l_2247 = &g_1656;
    int32_t l_2277 = (-4L);
    uint64_t l_2297 = 0xDEF206A76BA008BELL;
    uint16_t * const *l_2307[9][4] = {{&g_1021[4][4][1],(void*)0,&g_1021[8][3][2],&g_1021[3][3][2]},{&g_1021[3][3][2],(void*)0,(void*)0,&g_1021[3][3][2]},{&g_1021[4][4][1],(void*)0,&g_1021[8][3][2],&g_1021[3][3][2]},{&g_1021[3][3][2],(void*)0,(void*)0,&g_1021[3][3][2]},{&g_1021[4][4][1],(void*)0,&g_1021[8][3][2],&g_1021[3][3][2]},{&g_1021[3][3][2],(void*)0,(void*)0,&g_1021[3][3][2]},{&g_1021[4][4][1],(void*)0,&g_1021[8][3][2],&g_1021[3][3][2]},{&g_1021[3][3][2],(void*)0,(void*)0,&g_1021[3][3][2]},{&g_1021[4][4][1],(void*)0,&g_1021[8][3][2],&g_1021[3][3][2]}};
    uint16_t * const **l_2306 = &l_2307[2][0];
    uint16_t * const ***l_2305 = &l_2306;
    uint16_t * const ****l_2304[3][9] = {{(void*)0,&l_2305,&l_2305,&l_2305,&l_2305,&l_2305,&l_2305,(void*)0,&l_2305},{(void*)0,&l_2305,&l_2305,&l_2305,&l_2305,(void*)0,&l_2305,(void*)0,&l_2305},{(void*)0,&l_2305,&l_2305,(void*)0,(void*)0,&l_2305,(void*)0,(void*)0,&l_2305}};
    uint16_t *l_2312 = &g_202;
    uint64_t l_2319 = 0xB7796842466DB6BALL;
    int8_t l_2346 = 4L;
    int32_t **l_2350 = &g_135[2];
    int64_t ** const *l_2371 = (void*)0;
    uint8_t l_2381 = 0UL;
    uint32_t l_2421 = 7UL;
    int16_t l_2581[8][4][7] = {{{(-5L),0xFF26L,1L,0x717AL,3L,0xED13L,3L},{(-1L),3L,3L,(-1L),0L,0xED22L,0L},{0xF9C1L,0x86D0L,6L,0x7F17L,0x86D0L,1L,0xF7E8L},{2L,0xEFFEL,0L,0xEDB9L,1L,0L,0L}},{{0xEF60L,0xF7E8L,0xF9C1L,3L,0x7F17L,0x7F17L,3L},{0x2918L,(-1L),0x2918L,0L,0xEFFEL,(-1L),(-8L)},{(-1L),0x675DL,0xFF26L,0x7F17L,0xF7E8L,(-5L),0L},{0x2918L,(-8L),1L,(-8L),(-1L),(-1L),0x2918L}},{{7L,1L,0L,0xF9F2L,0L,0xF9F2L,0L},{(-8L),(-8L),(-7L),3L,0L,0xEDB9L,0x8903L},{0xF7E8L,0L,0xED13L,0xF7E8L,0x10EAL,0L,(-1L)},{0xF2AEL,0L,0x7B67L,(-1L),0L,0xB972L,0L}},{{0x7F17L,0x05CBL,0xFF26L,0L,0L,0xFF26L,0x05CBL},{0x8903L,0L,0xB972L,0L,(-1L),0x7B67L,0L},{(-1L),(-1L),0L,0x10EAL,0xF7E8L,0xED13L,0L},{0x8C90L,0x8903L,0xEDB9L,0L,3L,(-7L),(-8L)}},{{1L,0L,0xF9F2L,0L,0xF9F2L,0L,1L},{0xB972L,0x2918L,(-1L),(-1L),(-8L),1L,(-8L)},{0xF9C1L,0L,(-5L),0xF7E8L,0x7F17L,0xFF26L,0x675DL},{3L,(-8L),(-1L),3L,0x7B67L,0xF2AEL,(-1L)}},{{(-1L),6L,0xF9F2L,0xF9F2L,6L,(-1L),0xED13L},{0L,0x8C90L,0xEDB9L,(-8L),0x2918L,0xEDB9L,3L},{6L,0xED13L,0L,0x7F17L,0xF9F2L,0xF4D6L,0x7F17L},{0xF2AEL,0x8C90L,0xB972L,0x7B67L,(-1L),(-8L),(-8L)}},{{0x05CBL,6L,0xFF26L,6L,0x05CBL,(-5L),0xF9C1L},{0xED22L,(-8L),0x7B67L,0x2918L,(-1L),0L,0xED22L},{7L,0L,0xED13L,0xF9F2L,0xF9C1L,0x10EAL,0L},{0xED22L,0x2918L,(-7L),(-1L),(-1L),0xEDB9L,(-1L)}},{{0x05CBL,0L,0L,0x05CBL,0x10EAL,7L,0xF7E8L},{0xF2AEL,0x8903L,1L,(-1L),0x8903L,0x8778L,0L},{6L,(-1L),0xFF26L,0xF9C1L,1L,0xFF26L,0xF7E8L},{0L,0L,0xF2AEL,(-1L),(-1L),(-1L),(-1L)}}};
    uint32_t l_2582[8][2][8] = {{{0UL,4294967289UL,0UL,4294967295UL,0x68C946F7L,4294967295UL,0xFB77FFA9L,4294967295UL},{0UL,4294967295UL,0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL}},{{0UL,4294967295UL,0x68C946F7L,4294967295UL,0UL,4294967289UL,0UL,4294967295UL},{0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL,0xFB77FFA9L,4294967295UL}},{{0UL,4294967295UL,0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL},{0UL,4294967295UL,0x68C946F7L,4294967295UL,0UL,4294967289UL,0UL,4294967295UL}},{{0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL,0xFB77FFA9L,4294967295UL},{0UL,4294967295UL,0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL}},{{0UL,4294967295UL,0x68C946F7L,4294967295UL,0UL,4294967289UL,0UL,4294967295UL},{0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL,0xFB77FFA9L,4294967295UL}},{{0UL,4294967295UL,0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL},{0UL,4294967295UL,0x68C946F7L,4294967295UL,0UL,4294967289UL,0UL,4294967295UL}},{{0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL,0xFB77FFA9L,4294967295UL},{0UL,4294967295UL,0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL}},{{0UL,4294967295UL,0x68C946F7L,4294967295UL,0UL,4294967289UL,0UL,4294967295UL},{0xFB77FFA9L,4294967295UL,0xFB77FFA9L,4294967295UL,0UL,4294967295UL,0xFB77FFA9L,4294967295UL}}};
    uint16_t l_2615 = 4UL;
    uint32_t l_2655 = 9UL;
    uint16_t l_2668[5];
    uint32_t l_2677[10];
    int16_t ****l_2727 = &g_670;
    int16_t *****l_2728 = &l_2727;
    uint8_t l_2749[3];
    int32_t l_2753 = 0xE0E99FCEL;
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_2668[i] = 0xA984L;
    for (i = 0; i < 10; i++)
        l_2677[i] = 1UL;
    for (i = 0; i < 3; i++)
        l_2749[i] = 0xE0L;
    (*g_1462) = (&g_142 != (l_1460 = (void*)0));
    return l_2753;
}


/* ------------------------------------------ */
/* 
 * reads : g_287 g_1003 g_135 g_63 g_553 g_104 g_672 g_299 g_977 g_978 g_561 g_562 g_269 g_214 g_899 g_117 g_999 g_976 g_1115 g_94 g_1348 g_1356 g_898 g_671 g_852 g_853 g_398 g_278 g_202 g_142 g_294 g_1422 g_293 g_1111 g_289
 * writes: g_287 g_135 g_94 g_104 g_63 g_279 g_173 g_294 g_978 g_299 g_117 g_142 g_1109 g_853 g_999 g_398 g_278 g_1422 g_293
 */
static uint16_t  func_25(int16_t  p_26, int32_t  p_27)
{ /* block id: 460 */
    uint64_t l_1008 = 1UL;
    int32_t *l_1011[2][2][2] = {{{&g_999,&g_999},{&g_999,&g_999}},{{&g_999,&g_999},{&g_999,&g_999}}};
    uint16_t *l_1022[1];
    uint16_t **l_1082 = &l_1022[0];
    uint16_t ***l_1081 = &l_1082;
    uint16_t l_1106 = 65533UL;
    uint32_t l_1146 = 0x5B73C578L;
    int16_t **l_1205 = &g_672;
    uint32_t l_1233[10] = {18446744073709551615UL,18446744073709551615UL,0x98FFAF84L,18446744073709551615UL,18446744073709551615UL,0x98FFAF84L,18446744073709551615UL,18446744073709551615UL,0x98FFAF84L,18446744073709551615UL};
    int32_t **l_1291 = &l_1011[1][0][1];
    const int32_t l_1294 = 0x49E596E1L;
    const uint32_t l_1380 = 0x22F17105L;
    int32_t l_1418 = (-9L);
    uint16_t l_1436 = 0UL;
    int8_t **l_1450 = &g_214;
    int8_t ***l_1451 = (void*)0;
    int8_t ***l_1452 = (void*)0;
    int8_t ***l_1453 = &l_1450;
    int8_t **l_1455 = &g_214;
    int8_t ***l_1454 = &l_1455;
    uint32_t *l_1458[6][5] = {{&g_117,&g_117,&g_117,&g_117,&g_117},{&g_1265,&g_1265,&g_1265,&g_1265,&g_1265},{&g_117,&g_117,&g_117,&g_117,&g_117},{&g_1265,&g_1265,&g_1265,&g_1265,&g_1265},{&g_117,&g_117,&g_117,&g_117,&g_117},{&g_1265,&g_1265,&g_1265,&g_1265,&g_1265}};
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_1022[i] = &g_50;
lbl_1423:
    for (g_287 = (-18); (g_287 != 21); g_287++)
    { /* block id: 463 */
        int32_t *l_1002 = &g_94;
        int32_t *l_1004 = &g_94;
        int32_t *l_1005 = &g_999;
        int32_t *l_1006 = &g_999;
        int32_t *l_1007[9][1][7] = {{{(void*)0,&g_999,&g_63,&g_94,&g_63,&g_999,(void*)0}},{{(void*)0,&g_63,&g_94,&g_63,&g_2,&g_63,&g_999}},{{&g_63,&g_94,&g_104,(void*)0,&g_104,&g_999,&g_63}},{{&g_94,&g_94,&g_104,&g_999,(void*)0,&g_63,(void*)0}},{{&g_999,&g_94,(void*)0,&g_999,&g_104,&g_104,&g_999}},{{&g_999,&g_94,&g_999,&g_94,(void*)0,&g_999,&g_104}},{{&g_94,&g_104,(void*)0,&g_104,&g_94,&g_2,&g_999}},{{&g_94,(void*)0,(void*)0,&g_2,&g_63,&g_999,&g_63}},{{&g_999,(void*)0,&g_2,&g_63,&g_104,&g_104,&g_999}}};
        int i, j, k;
        (*g_1003) = (p_27 , l_1002);
        l_1008++;
    }
    if (((**g_1003) = 0x9D7CEA75L))
    { /* block id: 468 */
        uint16_t *l_1020[9][5] = {{&g_202,&g_202,&g_202,&g_202,&g_202},{&g_202,&g_202,&g_202,&g_202,&g_202},{&g_202,&g_202,&g_202,&g_202,&g_202},{&g_50,&g_202,&g_50,&g_202,&g_50},{&g_202,&g_202,&g_202,&g_202,&g_202},{&g_202,&g_202,&g_202,&g_202,&g_202},{&g_202,&g_202,&g_202,&g_202,&g_202},{&g_50,&g_202,&g_50,&g_202,&g_50},{&g_202,&g_202,&g_202,&g_202,&g_202}};
        int32_t l_1029 = 0xD659D73CL;
        int32_t l_1051 = 0x73617E48L;
        int32_t l_1059 = 0x6CEA8A6DL;
        int32_t l_1060 = 0x941C46D1L;
        int32_t l_1062 = (-9L);
        int32_t l_1063 = (-1L);
        int32_t l_1069 = 0L;
        int32_t l_1072 = 8L;
        int32_t l_1074 = 0xBEDCEBD0L;
        int32_t l_1075 = 0x911A27CEL;
        int16_t ** const *l_1117 = &g_671;
        int16_t ** const **l_1116 = &l_1117;
        int8_t *l_1140 = &g_142;
        const uint32_t l_1266 = 18446744073709551615UL;
        int i, j;
        for (g_63 = 15; (g_63 <= 22); g_63 = safe_add_func_int8_t_s_s(g_63, 1))
        { /* block id: 471 */
            int16_t ****l_1036 = &g_670;
            int8_t l_1042 = 5L;
            int32_t l_1050 = (-1L);
            int32_t l_1052 = 9L;
            int32_t l_1056[1];
            int16_t l_1067[2][7];
            uint64_t *l_1129 = (void*)0;
            int32_t *l_1187 = (void*)0;
            int16_t **l_1234 = &g_672;
            int32_t ***l_1263[7][6][6] = {{{&g_134[3],&g_134[1],(void*)0,&g_134[1],&g_134[3],&g_134[3]},{(void*)0,(void*)0,&g_134[3],&g_134[1],&g_134[1],&g_134[0]},{&g_134[1],&g_134[6],&g_134[1],(void*)0,&g_134[1],&g_134[0]},{&g_134[0],(void*)0,&g_134[3],(void*)0,&g_134[4],&g_134[3]},{&g_134[1],&g_134[1],(void*)0,&g_134[0],&g_134[3],&g_134[0]},{&g_134[1],&g_134[5],(void*)0,&g_134[1],&g_134[1],&g_134[1]}},{{&g_134[2],&g_134[3],&g_134[1],&g_134[1],(void*)0,&g_134[1]},{&g_134[1],&g_134[5],(void*)0,&g_134[1],&g_134[6],&g_134[1]},{&g_134[1],&g_134[6],&g_134[4],&g_134[6],&g_134[1],&g_134[1]},{&g_134[6],&g_134[4],&g_134[1],&g_134[1],(void*)0,(void*)0},{&g_134[3],&g_134[1],&g_134[1],&g_134[3],(void*)0,&g_134[2]},{(void*)0,&g_134[1],&g_134[3],(void*)0,(void*)0,(void*)0}},{{&g_134[1],&g_134[3],&g_134[1],(void*)0,(void*)0,(void*)0},{&g_134[2],&g_134[1],&g_134[1],&g_134[5],(void*)0,&g_134[1]},{&g_134[1],&g_134[1],&g_134[5],&g_134[3],(void*)0,&g_134[1]},{&g_134[1],&g_134[4],&g_134[3],&g_134[3],&g_134[1],&g_134[3]},{&g_134[1],&g_134[6],&g_134[1],&g_134[2],&g_134[6],&g_134[1]},{&g_134[5],&g_134[5],&g_134[3],&g_134[1],&g_134[1],&g_134[4]}},{{&g_134[1],&g_134[1],(void*)0,(void*)0,(void*)0,&g_134[6]},{&g_134[2],(void*)0,&g_134[1],&g_134[6],(void*)0,&g_134[6]},{&g_134[1],(void*)0,&g_134[1],(void*)0,&g_134[4],(void*)0},{&g_134[1],&g_134[1],&g_134[6],&g_134[1],(void*)0,&g_134[0]},{&g_134[1],&g_134[1],&g_134[3],&g_134[1],&g_134[0],(void*)0},{&g_134[1],&g_134[3],&g_134[1],(void*)0,&g_134[1],(void*)0}},{{&g_134[1],&g_134[3],&g_134[2],&g_134[6],&g_134[1],&g_134[6]},{&g_134[2],&g_134[5],&g_134[1],(void*)0,&g_134[1],&g_134[1]},{&g_134[1],(void*)0,&g_134[1],&g_134[1],&g_134[1],&g_134[1]},{(void*)0,(void*)0,(void*)0,&g_134[1],&g_134[3],&g_134[1]},{&g_134[1],&g_134[1],&g_134[3],(void*)0,&g_134[3],&g_134[1]},{&g_134[0],(void*)0,&g_134[1],&g_134[2],&g_134[2],&g_134[1]}},{{(void*)0,(void*)0,&g_134[5],(void*)0,&g_134[1],&g_134[3]},{(void*)0,&g_134[1],&g_134[0],&g_134[6],(void*)0,&g_134[5]},{&g_134[6],(void*)0,&g_134[0],&g_134[1],(void*)0,&g_134[3]},{&g_134[1],&g_134[1],&g_134[5],(void*)0,&g_134[1],&g_134[1]},{(void*)0,&g_134[1],&g_134[1],&g_134[1],&g_134[1],&g_134[1]},{&g_134[5],&g_134[0],&g_134[3],&g_134[1],&g_134[1],&g_134[1]}},{{&g_134[1],&g_134[3],(void*)0,&g_134[1],&g_134[1],&g_134[1]},{&g_134[2],&g_134[4],&g_134[1],&g_134[1],&g_134[3],&g_134[1]},{&g_134[1],&g_134[1],&g_134[1],&g_134[2],&g_134[5],&g_134[6]},{&g_134[1],(void*)0,&g_134[2],&g_134[3],&g_134[2],(void*)0},{(void*)0,&g_134[3],&g_134[1],&g_134[1],&g_134[6],(void*)0},{&g_134[1],&g_134[1],&g_134[3],&g_134[3],&g_134[1],&g_134[0]}}};
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_1056[i] = 0x241804C4L;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 7; j++)
                    l_1067[i][j] = (-4L);
            }
            for (g_279 = 0; g_279 < 3; g_279 += 1)
            {
                for (g_173 = 0; g_173 < 1; g_173 += 1)
                {
                    for (g_294 = 0; g_294 < 8; g_294 += 1)
                    {
                        g_978[g_279][g_173][g_294] = 65529UL;
                    }
                }
            }
            (*g_553) ^= (p_26 == 0L);
        }
    }
    else
    { /* block id: 551 */
        int16_t l_1275 = 0x6CB5L;
        uint64_t *l_1281[1][5][1];
        int32_t ***l_1288 = &g_134[2];
        int32_t ***l_1289 = &g_134[1];
        int32_t ***l_1290[4][7] = {{&g_134[1],&g_134[0],&g_134[4],&g_134[0],&g_134[1],&g_134[2],&g_134[2]},{&g_134[1],&g_134[0],&g_134[4],&g_134[0],&g_134[1],&g_134[2],&g_134[2]},{&g_134[1],&g_134[0],&g_134[4],&g_134[0],&g_134[1],&g_134[2],&g_134[2]},{&g_134[1],&g_134[0],&g_134[4],&g_134[0],&g_134[1],&g_134[2],&g_134[2]}};
        uint32_t *l_1292 = &g_117;
        uint32_t l_1293 = 0xA4D3DF6AL;
        uint16_t ***l_1295 = (void*)0;
        uint8_t l_1317[1][8] = {{1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL}};
        uint32_t l_1318 = 1UL;
        int64_t *l_1370 = &g_269[7][0];
        int64_t **l_1369 = &l_1370;
        int16_t l_1419 = 0x7E75L;
        int i, j, k;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 5; j++)
            {
                for (k = 0; k < 1; k++)
                    l_1281[i][j][k] = &l_1008;
            }
        }
        if ((safe_mod_func_int32_t_s_s(((((safe_mod_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u(p_26, (l_1275 |= p_27))), (safe_mod_func_uint64_t_u_u((((**l_1205) |= 0x7C9EL) > ((*g_977) <= (((!(safe_rshift_func_int16_t_s_s((((void*)0 != l_1281[0][1][0]) <= ((*g_214) = ((safe_lshift_func_uint16_t_u_u((((safe_mod_func_uint8_t_u_u((safe_mod_func_int16_t_s_s((((l_1291 = &l_1011[0][0][0]) != &g_135[6]) || ((*l_1292) = (0xAA6AAEECF7B80C90LL != (*g_561)))), 0xE9A6L)), g_269[2][1])) < p_27) || p_26), p_27)) & l_1293))), 2))) , (*g_899)) | p_26))), (-4L))))), 0xECFCL)) & l_1294) , (void*)0) != l_1295), p_26)))
        { /* block id: 557 */
            uint32_t l_1308 = 0xBAE2779FL;
            int32_t l_1316 = (-5L);
            int32_t l_1319 = 0x166F7BCBL;
            int64_t l_1350 = 0L;
            uint8_t **l_1390 = &g_853;
            int32_t *l_1391 = &l_1319;
            int32_t l_1394 = 1L;
            int32_t l_1395[8][9] = {{0x061CB7D6L,7L,0x69D9BD50L,0xD8E08FE2L,1L,1L,0x212306F6L,6L,0x63AE1474L},{0x7D765DB6L,7L,0xCF0FFF43L,0x0A0F64E4L,0xF58F35D6L,3L,0xD0C0EB9AL,0xD0C0EB9AL,3L},{0x9D72DD1BL,6L,0x061CB7D6L,6L,0x9D72DD1BL,(-4L),0xAA53A08EL,0x69D9BD50L,0x212306F6L},{0L,7L,0x0A0F64E4L,0x8109A055L,0x9077C3C6L,0x8109A055L,0x0A0F64E4L,7L,0L},{7L,0x63AE1474L,0x02EEDC80L,0x9D72DD1BL,0x69D9BD50L,(-4L),0xD8E08FE2L,(-4L),0x69D9BD50L},{0x88B52EC5L,0x7D765DB6L,0x7D765DB6L,0x88B52EC5L,0x8109A055L,3L,0x83FD002BL,0xCF0FFF43L,0xF58F35D6L},{7L,0x69D9BD50L,0xD8E08FE2L,1L,1L,0xD8E08FE2L,0x69D9BD50L,7L,0x061CB7D6L},{0L,2L,0xF58F35D6L,0xD0C0EB9AL,0x8109A055L,0xCF0FFF43L,0xCF0FFF43L,0x8109A055L,0xD0C0EB9AL}};
            uint32_t l_1396[2][8] = {{0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L},{0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L,0xCD037933L}};
            int i, j;
            l_1319 |= ((safe_div_func_int8_t_s_s(0x63L, (safe_div_func_int32_t_s_s((((0x556CL > (((safe_lshift_func_int16_t_s_u(p_27, 8)) , ((**l_1205) = (-4L))) & ((**l_1291) > ((safe_div_func_int64_t_s_s(((((((safe_lshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((0x4C917A24L && (l_1308++)), ((((safe_div_func_int64_t_s_s(p_27, ((((((safe_add_func_int16_t_s_s(((+(l_1316 ^ p_26)) , l_1316), p_26)) , p_27) ^ l_1317[0][7]) , l_1316) , 0xDEL) , 1UL))) , &g_561) != (void*)0) | p_27))), (**g_976))) & l_1316) || 0xDAA9L) , (**l_1291)) != p_27) > p_26), l_1318)) , 8L)))) ^ l_1316) >= 0x8BL), (*g_899))))) && (**g_1115));
            for (g_299 = 0; (g_299 > (-1)); g_299 = safe_sub_func_uint8_t_u_u(g_299, 8))
            { /* block id: 563 */
                int32_t l_1347 = 0x13298167L;
                uint32_t l_1349 = 0xA61D9CA0L;
                uint32_t *l_1363 = &l_1146;
                for (g_1109 = 0; (g_1109 != 36); g_1109 = safe_add_func_uint16_t_u_u(g_1109, 9))
                { /* block id: 566 */
                    uint32_t l_1340 = 18446744073709551615UL;
                    int32_t l_1351 = 0xB8F25345L;
                    int32_t l_1352 = 0L;
                    int32_t *l_1357 = &l_1351;
                    uint8_t l_1358 = 253UL;
                    uint32_t **l_1364 = &l_1292;
                    int64_t ***l_1371 = &l_1369;
                    l_1316 &= (safe_mul_func_uint8_t_u_u(((void*)0 != &g_899), (safe_mul_func_uint8_t_u_u(p_27, ((safe_sub_func_uint32_t_u_u((safe_div_func_uint8_t_u_u((safe_div_func_int64_t_s_s((**l_1291), (0x89D2L || ((safe_mod_func_uint8_t_u_u((((safe_div_func_uint8_t_u_u(((l_1340 ^ 0UL) <= (((safe_lshift_func_uint16_t_u_u(((p_27 | ((safe_mod_func_uint16_t_u_u((l_1347 > 1UL), 0x024FL)) <= (*g_672))) , 0xB0CDL), g_1348)) ^ 0L) <= l_1308)), p_26)) && l_1349) || 0xB0BBL), p_27)) || p_26)))), l_1340)), l_1350)) <= 2UL)))));
                    if (p_27)
                    { /* block id: 568 */
                        uint64_t l_1353 = 0x809562CEA011865ELL;
                        l_1353--;
                        l_1357 = g_1356[1];
                        if ((**g_1115))
                            break;
                    }
                    else
                    { /* block id: 572 */
                        return (**g_976);
                    }
                    ++l_1358;
                    if ((((g_562[0] > (safe_add_func_int16_t_s_s((((*l_1364) = l_1363) == (*g_898)), (**g_671)))) , ((*l_1371) = ((safe_lshift_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((&l_1358 != ((*g_852) = (*g_852))), 1L)), 3)) , l_1369))) == ((safe_rshift_func_int16_t_s_u((safe_add_func_int64_t_s_s((*l_1357), 9L)), p_26)) , (void*)0)))
                    { /* block id: 579 */
                        if (p_27)
                            break;
                    }
                    else
                    { /* block id: 581 */
                        int64_t l_1377 = 0x18604EF2EE120B34LL;
                        (*g_1003) = l_1363;
                        (**l_1291) ^= (safe_unary_minus_func_uint64_t_u(p_26));
                        if (p_27)
                            continue;
                        l_1319 = ((*g_553) = (((1UL >= ((l_1377 & (-6L)) & ((safe_lshift_func_int16_t_s_s(l_1380, p_27)) >= 0x24F6L))) | 4UL) >= ((safe_div_func_uint16_t_u_u((safe_add_func_uint64_t_u_u((((((safe_div_func_int32_t_s_s((~(safe_lshift_func_uint16_t_u_u(0x7228L, ((&g_853 != l_1390) ^ 4294967291UL)))), (**g_1115))) >= (*g_899)) && 0L) != l_1377) != (*l_1357)), p_27)), p_27)) , l_1377)));
                    }
                }
                for (g_63 = 1; (g_63 >= 0); g_63 -= 1)
                { /* block id: 591 */
                    int32_t *l_1392[2][2][3] = {{{&g_63,(void*)0,&g_63},{&g_999,&l_1319,&g_94}},{{&g_999,&g_999,&l_1319},{&g_63,&l_1319,&l_1319}}};
                    int i, j, k;
                    if (g_269[(g_63 + 1)][g_63])
                        break;
                    (**l_1291) = l_1350;
                    for (l_1316 = 0; (l_1316 <= 1); l_1316 += 1)
                    { /* block id: 596 */
                        int i, j, k;
                        l_1391 = l_1011[l_1316][l_1316][l_1316];
                        l_1392[0][0][1] = &l_1316;
                    }
                    for (g_398 = 0; (g_398 <= 0); g_398 += 1)
                    { /* block id: 602 */
                        int32_t l_1393[4];
                        int i;
                        for (i = 0; i < 4; i++)
                            l_1393[i] = (-1L);
                        return l_1393[1];
                    }
                }
            }
            ++l_1396[1][0];
        }
        else
        { /* block id: 608 */
            int64_t ** const *l_1401 = &l_1369;
            int32_t l_1406 = 0x2A9CB83DL;
            uint64_t *l_1415 = &l_1008;
            int32_t l_1431[6] = {0L,0L,0L,0L,0L,0L};
            int i;
            for (g_278 = (-7); (g_278 <= (-29)); g_278--)
            { /* block id: 611 */
                uint64_t **l_1414 = &l_1281[0][1][0];
                int32_t l_1416 = 0xF72D85E9L;
                const uint32_t l_1417 = 0xB868D8C5L;
                int8_t *l_1420 = (void*)0;
                int8_t *l_1421 = &g_1422;
                int32_t l_1432 = (-5L);
                if (((**l_1291) = ((-1L) ^ ((*l_1421) |= (p_26 == (((&l_1369 != l_1401) || g_202) ^ ((((**l_1291) ^ (l_1406 = ((((safe_div_func_uint16_t_u_u(((safe_add_func_int64_t_s_s(l_1406, (((safe_sub_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_s((((0x4721C117L < (l_1416 = (safe_lshift_func_uint16_t_u_s((~((((*l_1414) = (void*)0) != l_1415) > 0UL)), 3)))) < l_1417) , l_1416), l_1417)), (**g_898))) <= p_27) , 0x0BFD73E6E0B9A8A5LL))) || l_1418), 1L)) > (*g_214)) , 0xDDB9L) & (**g_671)))) | g_294) & l_1419)))))))
                { /* block id: 617 */
                    for (g_1422 = 0; (g_1422 <= 0); g_1422 += 1)
                    { /* block id: 620 */
                        const uint16_t l_1424 = 1UL;
                        int32_t l_1425 = 0x28A3F4C0L;
                        if (l_1416)
                            goto lbl_1423;
                        (**l_1291) &= 0L;
                        l_1425 = l_1424;
                    }
                    (**l_1291) = 0L;
                }
                else
                { /* block id: 626 */
                    int32_t *l_1428[7][10] = {{&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999},{&g_6,&g_999,&g_6,&g_999,&g_6,&g_999,&g_6,&g_999,&g_6,&g_999},{&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999},{&g_6,&g_999,&g_6,&g_999,&g_6,&g_999,&g_6,&g_999,&g_6,&g_999},{&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999},{&g_6,&g_999,&g_6,&g_999,&g_6,&g_999,&g_6,&g_999,&g_6,&g_999},{&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999,&l_1418,&g_999}};
                    int i, j;
                    for (g_293 = (-22); (g_293 <= (-24)); g_293 = safe_sub_func_int32_t_s_s(g_293, 7))
                    { /* block id: 629 */
                        int32_t *l_1429 = &l_1416;
                        int32_t l_1430[8][9] = {{0x44B56C5AL,1L,0x44B56C5AL,0x288B30EAL,9L,0xE7AB4154L,0L,(-1L),0x55130C71L},{(-3L),0x24D687A4L,(-9L),0xB5B87526L,0xB5B87526L,(-9L),0x24D687A4L,(-3L),0x24D687A4L},{1L,0xEA474A96L,0L,0xE7AB4154L,0L,(-1L),0x55130C71L,(-1L),0L},{0x24D687A4L,0x4ED905EFL,0x4ED905EFL,0x24D687A4L,0xF14A1AEBL,(-9L),0xF14A1AEBL,0x24D687A4L,0x4ED905EFL},{0x754A1F11L,6L,0x55130C71L,0x288B30EAL,1L,0x288B30EAL,0x55130C71L,6L,0x754A1F11L},{0x4ED905EFL,0x24D687A4L,0xF14A1AEBL,(-9L),0xF14A1AEBL,0x24D687A4L,0x4ED905EFL,0x4ED905EFL,0x24D687A4L},{0L,(-1L),0x55130C71L,(-1L),0L,0xE7AB4154L,9L,0x288B30EAL,0x44B56C5AL},{0x4ED905EFL,0xF14A1AEBL,0x4ED905EFL,0xB5B87526L,(-3L),(-3L),0xB5B87526L,0x4ED905EFL,0xF14A1AEBL}};
                        uint32_t l_1433 = 6UL;
                        int i, j;
                        if (p_27)
                            break;
                        l_1429 = l_1428[0][0];
                        (*l_1291) = &l_1406;
                        --l_1433;
                    }
                    return l_1431[0];
                }
            }
            l_1436--;
        }
        (*g_1111) = (*l_1291);
        (*l_1291) = (*l_1291);
    }
    (**l_1291) = (safe_unary_minus_func_uint32_t_u((safe_rshift_func_int8_t_s_s((safe_rshift_func_int8_t_s_u((0x973C9675L & (g_117 = ((safe_div_func_int64_t_s_s((safe_div_func_int16_t_s_s(((((safe_add_func_int32_t_s_s((((((*l_1453) = l_1450) != ((*l_1454) = &g_214)) && (**l_1291)) < p_27), 0x702E4EE0L)) > (((*g_214) &= p_27) | (p_26 != p_26))) , 0xD04CEEC6810879C0LL) >= p_26), (**g_976))), g_289)) , (*g_899)))), p_27)), p_26))));
    (**l_1291) = ((void*)0 != &p_26);
    return (**l_1291);
}


/* ------------------------------------------ */
/* 
 * reads : g_135 g_94 g_104 g_50 g_63 g_299 g_311 g_976 g_561 g_562 g_977 g_978 g_279 g_592 g_214 g_142
 * writes: g_135 g_50 g_706 g_63 g_299 g_290 g_295 g_670 g_311 g_592
 */
static int32_t  func_28(int64_t  p_29, int16_t  p_30, int16_t  p_31, uint32_t  p_32, int8_t  p_33)
{ /* block id: 86 */
    int32_t *l_152 = &g_94;
    int16_t l_179 = 0xE67BL;
    int16_t *l_224 = &l_179;
    int16_t **l_223 = &l_224;
    uint16_t l_270 = 65535UL;
    uint32_t l_333 = 0x50AA39C7L;
    int32_t l_337 = 4L;
    int32_t l_338 = 0x0F30D463L;
    int32_t l_339 = 2L;
    int32_t l_342 = 0x8C44A252L;
    int32_t l_346 = 0xB54FFEA5L;
    int32_t l_351 = 0L;
    int16_t l_360 = 0L;
    int64_t l_377[9] = {0x27F73B421E8FC48CLL,0L,0x27F73B421E8FC48CLL,0L,0x27F73B421E8FC48CLL,0L,0x27F73B421E8FC48CLL,0L,0x27F73B421E8FC48CLL};
    uint16_t l_408 = 9UL;
    int32_t l_480 = 0xA573B29BL;
    int32_t ** const *l_506 = &g_134[0];
    int32_t l_584 = (-6L);
    uint32_t l_599 = 0xA20FAC97L;
    int64_t *l_610[7];
    int64_t **l_609 = &l_610[1];
    const int32_t *l_624 = &g_94;
    const int32_t **l_623 = &l_624;
    const int32_t *** const l_622[6][7] = {{&l_623,&l_623,&l_623,&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623,&l_623,&l_623,&l_623},{&l_623,&l_623,&l_623,&l_623,&l_623,&l_623,&l_623}};
    uint32_t l_643 = 4294967295UL;
    uint8_t *l_701[10];
    uint8_t * const *l_700[8][7] = {{&l_701[7],&l_701[7],&l_701[3],&l_701[3],&l_701[7],&l_701[3],&l_701[3]},{&l_701[3],&l_701[3],(void*)0,&l_701[1],(void*)0,&l_701[3],&l_701[3]},{&l_701[8],&l_701[3],&l_701[3],&l_701[8],&l_701[7],&l_701[3],&l_701[3]},{&l_701[4],&l_701[1],(void*)0,&l_701[1],&l_701[4],(void*)0,&l_701[4]},{&l_701[7],&l_701[8],&l_701[3],&l_701[3],&l_701[8],&l_701[8],&l_701[3]},{(void*)0,&l_701[1],(void*)0,&l_701[3],&l_701[3],&l_701[3],(void*)0},{&l_701[7],&l_701[3],&l_701[3],&l_701[7],&l_701[7],&l_701[3],&l_701[3]},{&l_701[4],&l_701[3],(void*)0,&l_701[1],(void*)0,&l_701[3],&l_701[4]}};
    uint16_t l_751 = 1UL;
    int16_t l_827 = 0x5C54L;
    int32_t l_838 = 1L;
    int32_t l_840[10] = {1L,1L,1L,1L,1L,1L,1L,1L,1L,1L};
    uint32_t l_844 = 18446744073709551610UL;
    uint16_t * const l_949 = &g_592;
    uint16_t * const *l_948 = &l_949;
    uint16_t * const **l_947 = &l_948;
    uint16_t *l_975 = &g_50;
    uint16_t **l_974 = &l_975;
    int16_t *l_996 = &g_281;
    int32_t *l_997 = &l_838;
    int i, j;
    for (i = 0; i < 7; i++)
        l_610[i] = &l_377[6];
    for (i = 0; i < 10; i++)
        l_701[i] = &g_311;
    for (p_30 = (-22); (p_30 > 22); p_30 = safe_add_func_uint64_t_u_u(p_30, 4))
    { /* block id: 89 */
        int32_t **l_153 = &g_135[5];
        (*l_153) = l_152;
        return (**l_153);
    }
    for (g_50 = 0; (g_50 <= 7); g_50 += 1)
    { /* block id: 95 */
        uint64_t *l_172 = &g_173;
        int16_t * const l_176 = &g_113;
        int16_t *l_177 = &g_113;
        int16_t **l_178 = &l_177;
        uint64_t l_180 = 0x0249FC326A3C1A26LL;
        uint32_t l_218 = 0x332A5AE1L;
        int32_t l_340 = 0L;
        int32_t l_347 = 0xC901CCD8L;
        int32_t l_348 = 0x08129A2DL;
        int32_t l_350 = 0xAD242701L;
        int32_t l_353 = (-6L);
        int32_t l_397 = 0x96BB92B2L;
        int16_t ** const l_428 = &l_224;
        int32_t l_477 = 0xC058F161L;
        int32_t l_483[3];
        uint32_t l_544 = 0x09494381L;
        int64_t *l_566 = (void*)0;
        uint8_t l_595 = 7UL;
        int64_t l_598 = 0x701837F34C51B310LL;
        uint32_t l_646 = 6UL;
        uint32_t l_664[9];
        int16_t ***l_673 = &g_671;
        uint32_t l_682 = 0x0232C451L;
        int32_t l_691[4];
        uint64_t l_697 = 0xC6C558C2EDF812D6LL;
        int i;
        for (i = 0; i < 3; i++)
            l_483[i] = 0x66773269L;
        for (i = 0; i < 9; i++)
            l_664[i] = 1UL;
        for (i = 0; i < 4; i++)
            l_691[i] = 0x2B2F6816L;
        g_135[g_50] = g_135[g_50];
    }
    if (((void*)0 != l_700[7][6]))
    { /* block id: 286 */
        const uint32_t l_702 = 4294967295UL;
        int32_t l_703 = 0xC5D39734L;
        int16_t ****l_705 = (void*)0;
        int16_t *****l_704 = &l_705;
        l_703 &= l_702;
        g_706 = l_704;
    }
    else
    { /* block id: 289 */
        int32_t l_710 = (-7L);
        int64_t **l_753 = &l_610[4];
        int32_t l_775 = 0xB07B2EBAL;
        int32_t l_815 = 0x1DD40BA7L;
        int32_t l_832 = 0x27026156L;
        int32_t l_833 = 0L;
        int32_t l_835 = (-2L);
        int32_t l_837 = 6L;
        int32_t l_841 = (-6L);
        int32_t l_842 = 0xC8628734L;
        int32_t l_843 = 0x647B4652L;
        uint16_t *l_888 = &g_202;
        int8_t ** const l_895 = (void*)0;
        int8_t **l_902 = &g_214;
        int16_t ***l_919 = (void*)0;
        int16_t ***l_923 = &g_671;
        uint8_t **l_935[5][4] = {{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}};
        int32_t l_984[3][4][1] = {{{0L},{0x45C620A9L},{0L},{0x45C620A9L}},{{0L},{0x45C620A9L},{0L},{0x45C620A9L}},{{0L},{0x45C620A9L},{0L},{0x45C620A9L}}};
        int i, j, k;
        for (g_63 = (-15); (g_63 != 14); ++g_63)
        { /* block id: 292 */
            const uint32_t l_709 = 0UL;
            int32_t l_735 = 0xD5733F39L;
            uint8_t * const *l_750 = (void*)0;
            int32_t *l_755 = &l_480;
            int16_t ****l_785 = &g_670;
            int16_t *****l_784 = &l_785;
            int8_t **l_786 = &g_214;
            uint32_t *l_795 = (void*)0;
            uint32_t *l_796 = &l_599;
            int32_t l_814[7][1] = {{1L},{(-1L)},{1L},{(-1L)},{1L},{(-1L)},{1L}};
            uint64_t l_850 = 0xF1C6986A5F9475A3LL;
            int64_t *l_900 = &g_269[4][0];
            int i, j;
        }
        for (g_299 = 0; (g_299 > (-23)); g_299 = safe_sub_func_int32_t_s_s(g_299, 8))
        { /* block id: 407 */
            int32_t *l_918 = &l_833;
            (*l_623) = &l_841;
            for (g_290 = (-21); (g_290 >= (-6)); g_290 = safe_add_func_int64_t_s_s(g_290, 8))
            { /* block id: 411 */
                int16_t ****l_922[9][3] = {{&g_670,&g_670,&g_670},{&l_919,&l_919,&g_670},{&g_670,&g_670,&g_670},{&l_919,&l_919,&g_670},{&g_670,&g_670,&g_670},{&l_919,&l_919,&g_670},{&g_670,&g_670,&g_670},{&l_919,&l_919,&g_670},{&g_670,&g_670,&g_670}};
                int32_t l_928 = 0xBF363435L;
                const int32_t l_929 = (-1L);
                int32_t *l_938[7] = {(void*)0,(void*)0,&l_837,(void*)0,(void*)0,&l_837,(void*)0};
                int i, j;
            }
            for (g_295 = 0; (g_295 == (-27)); g_295--)
            { /* block id: 445 */
                if (l_815)
                    break;
                (*l_918) = ((g_670 = l_919) != (void*)0);
            }
            l_775 = ((((void*)0 == &l_701[3]) , ((**l_974) = (l_837 , (safe_div_func_uint8_t_u_u((!((safe_mod_func_uint8_t_u_u(((safe_mod_func_int64_t_s_s((safe_add_func_uint16_t_u_u(((((safe_lshift_func_uint8_t_u_u((g_311++), 4)) & p_31) > (safe_sub_func_uint32_t_u_u((safe_add_func_int32_t_s_s((l_974 != (p_32 , g_976)), ((!(((safe_add_func_uint64_t_u_u(l_841, (((**l_948) = (safe_mod_func_uint64_t_u_u(l_842, 0xEF92C8B4D1780B97LL))) == p_30))) < l_775) >= (*l_624))) , 0x5D4A5E8FL))), 0xC9712FCCL))) < l_984[2][0][0]), (*l_918))), (-9L))) || l_833), 0x5EL)) < p_30)), p_32))))) > p_30);
        }
    }
    (*l_997) |= (safe_mul_func_int8_t_s_s(((safe_sub_func_uint64_t_u_u(((((*g_561) == ((void*)0 != &g_276[0][9])) , 0x06L) < (safe_mul_func_uint8_t_u_u((safe_div_func_uint8_t_u_u((((*g_561) , p_32) == (((***l_947) &= (safe_add_func_int8_t_s_s((!p_32), ((((l_996 == (((((**g_976) ^ p_31) && p_30) & 1L) , (void*)0)) , 0xF8EDL) | g_279) | (-1L))))) >= 0xABE3L)), 1UL)), (*g_214)))), (*l_152))) , 0L), 5UL));
    return p_30;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_50 g_6 g_63 g_89 g_94 g_106 g_117 g_104 g_134
 * writes: g_50 g_63 g_94 g_106 g_113 g_117 g_104 g_134
 */
static int16_t  func_34(uint32_t  p_35)
{ /* block id: 10 */
    uint16_t *l_49 = &g_50;
    int32_t l_61[3][2][6] = {{{(-1L),8L,(-1L),8L,(-1L),8L},{(-1L),8L,(-1L),8L,(-1L),8L}},{{(-1L),8L,(-1L),8L,(-1L),8L},{(-1L),8L,(-1L),8L,(-1L),8L}},{{(-1L),8L,(-1L),8L,(-1L),8L},{(-1L),8L,(-1L),8L,(-1L),8L}}};
    int32_t *l_62 = &g_63;
    int32_t ***l_136 = &g_134[3];
    int i, j, k;
    (*l_62) &= (safe_add_func_int16_t_s_s((safe_mul_func_int8_t_s_s(0x58L, (safe_mul_func_int16_t_s_s(func_43(g_2), ((-4L) & (safe_lshift_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u(((*l_49)--), g_2)) , (func_43((1L >= (safe_sub_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((+0xBD53D2AE45661C44LL), (+func_43(g_2)))), p_35)), g_6)))) , p_35)), l_61[0][1][1]))))))), p_35));
    if (func_43(p_35))
    { /* block id: 15 */
        uint64_t l_64[4];
        uint64_t l_75 = 0xB5841EC3D2506546LL;
        int32_t *l_97[3][6][9] = {{{&l_61[0][1][1],&l_61[0][1][1],&l_61[0][1][1],(void*)0,&g_6,(void*)0,&l_61[0][1][1],&g_2,&g_94},{&g_2,(void*)0,&g_94,&l_61[0][1][1],&g_6,&g_63,&l_61[0][0][4],(void*)0,&g_6},{&g_63,&g_94,&l_61[0][1][1],&l_61[0][1][1],(void*)0,&l_61[0][1][1],(void*)0,&g_63,(void*)0},{&g_6,&l_61[0][1][1],&g_2,&g_63,&g_63,&g_94,&g_94,&g_63,&g_63},{&l_61[0][1][1],&g_6,&l_61[0][1][1],&g_2,&g_63,&g_6,&g_94,(void*)0,&l_61[2][1][5]},{&l_61[0][0][3],(void*)0,&l_61[0][1][1],(void*)0,&g_63,&l_61[2][1][5],&g_2,&g_2,&g_2}},{{&g_94,&l_61[0][1][1],&g_6,&g_2,&g_94,&l_61[0][0][4],&g_2,(void*)0,(void*)0},{&l_61[0][1][0],&l_61[2][1][5],&l_61[0][1][2],&g_63,(void*)0,&g_94,(void*)0,&g_94,(void*)0},{&l_61[0][1][1],&g_2,&g_2,&l_61[0][1][1],(void*)0,&g_2,&g_2,&l_61[0][1][0],&g_2},{&g_63,&g_6,&g_94,&l_61[0][1][1],(void*)0,&g_63,&g_63,(void*)0,&l_61[2][1][5]},{(void*)0,&g_2,&g_94,(void*)0,(void*)0,&l_61[0][1][0],&l_61[2][1][5],&l_61[0][1][2],&g_63},{&g_94,&l_61[0][0][4],&g_2,(void*)0,(void*)0,&g_2,&g_6,&g_6,&g_2}},{{&g_2,&g_2,&l_61[0][1][1],&g_2,&g_2,&l_61[0][1][1],&g_2,&l_61[0][0][3],&g_6},{&l_61[2][1][5],&g_6,&l_61[0][0][3],(void*)0,&g_63,&g_94,&g_2,&g_6,&g_2},{&l_61[0][0][3],&g_2,&g_94,&l_61[0][1][2],(void*)0,&l_61[0][1][1],&g_2,&g_94,&g_2},{&l_61[0][1][1],(void*)0,&l_61[0][1][0],(void*)0,&l_61[0][1][1],&g_2,(void*)0,&g_2,(void*)0},{&l_61[0][1][1],(void*)0,&l_61[0][1][1],&l_61[0][1][1],(void*)0,&l_61[0][1][1],&l_61[0][1][1],&l_61[0][0][4],&g_94},{(void*)0,&g_2,&g_63,&g_6,&g_94,&l_61[0][1][1],&g_6,&g_2,&g_94}}};
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_64[i] = 0x156BE8236511F0B9LL;
        (*l_62) = (&g_2 == &g_6);
        (*l_62) = l_64[3];
        for (g_50 = 0; (g_50 <= 1); g_50 += 1)
        { /* block id: 20 */
            int64_t l_74[3];
            uint16_t *l_78 = &g_50;
            int32_t *l_98 = (void*)0;
            int i;
            for (i = 0; i < 3; i++)
                l_74[i] = 4L;
            for (g_63 = 3; (g_63 >= 0); g_63 -= 1)
            { /* block id: 23 */
                uint8_t l_71 = 0xF4L;
                uint64_t *l_90 = &l_75;
                uint16_t *l_92 = &g_50;
                for (p_35 = 0; (p_35 <= 1); p_35 += 1)
                { /* block id: 26 */
                    int32_t *l_65 = &l_61[0][1][1];
                    int32_t *l_66 = (void*)0;
                    int32_t *l_67 = &l_61[0][1][1];
                    int32_t *l_68 = &l_61[1][0][3];
                    int32_t *l_69 = &l_61[2][0][5];
                    int32_t *l_70[6][7][2] = {{{&g_6,(void*)0},{&g_2,(void*)0},{&l_61[0][1][1],&g_2},{&g_2,&l_61[0][1][1]},{&g_2,&g_2},{&l_61[0][1][1],(void*)0},{&g_2,(void*)0}},{{&g_6,&g_63},{(void*)0,&g_6},{&g_6,&g_6},{(void*)0,&g_63},{&g_6,(void*)0},{&g_2,(void*)0},{&l_61[0][1][1],&g_2}},{{&g_2,&l_61[0][1][1]},{&g_2,&g_2},{&l_61[0][1][1],(void*)0},{&g_2,(void*)0},{&g_6,&g_63},{(void*)0,&g_6},{&g_6,&g_6}},{{(void*)0,&g_63},{&g_6,(void*)0},{&g_2,(void*)0},{&l_61[0][1][1],&g_2},{&g_2,&l_61[0][1][1]},{&g_2,&g_2},{&l_61[0][1][1],(void*)0}},{{&g_2,(void*)0},{&g_6,&g_63},{(void*)0,&g_6},{&g_6,&g_6},{(void*)0,&g_63},{&g_6,(void*)0},{&g_2,(void*)0}},{{&l_61[0][1][1],&g_2},{&g_2,&l_61[0][1][1]},{&g_2,&g_2},{&l_61[0][1][1],(void*)0},{&g_2,(void*)0},{&g_6,&g_63},{(void*)0,&g_6}}};
                    int i, j, k;
                    --l_71;
                    (*l_65) = l_61[p_35][p_35][(g_50 + 3)];
                    for (l_71 = 0; (l_71 <= 3); l_71 += 1)
                    { /* block id: 31 */
                        uint64_t *l_79 = &l_64[3];
                        int i;
                        l_75 ^= ((l_74[2] = 0xD0L) ^ (1UL <= 18446744073709551615UL));
                        (*l_65) ^= (((*l_79) = (safe_lshift_func_uint16_t_u_s(65535UL, ((void*)0 == l_78)))) <= (l_75 <= (func_80(func_83(&g_50, (safe_add_func_uint8_t_u_u((p_35 != (4294967295UL & (((g_89 , l_90) != (void*)0) || g_6))), 0xD4L)), g_63), l_92) && p_35)));
                        return g_63;
                    }
                    if (l_64[p_35])
                        continue;
                }
            }
            for (p_35 = (-28); (p_35 != 18); ++p_35)
            { /* block id: 48 */
                l_98 = l_97[1][5][8];
            }
        }
    }
    else
    { /* block id: 52 */
        int64_t l_103 = (-10L);
        uint32_t *l_116 = &g_117;
        int16_t *l_124[10] = {&g_113,&g_113,&g_113,&g_113,&g_113,&g_113,&g_113,&g_113,&g_113,&g_113};
        int32_t l_125 = 0xAFEA2219L;
        int32_t *l_126 = &l_61[1][0][3];
        int i;
        for (g_63 = 0; (g_63 <= 1); g_63 += 1)
        { /* block id: 55 */
            int32_t *l_99 = &l_61[0][1][1];
            int32_t *l_100 = &l_61[2][0][2];
            int32_t *l_101 = &g_94;
            int32_t *l_102[6][5][1] = {{{(void*)0},{&l_61[2][0][1]},{&l_61[2][0][1]},{(void*)0},{&g_2}},{{&g_2},{(void*)0},{&g_2},{&g_2},{(void*)0}},{{&l_61[2][0][1]},{&l_61[2][0][1]},{(void*)0},{&g_2},{&g_2}},{{(void*)0},{&g_2},{&g_2},{(void*)0},{&l_61[2][0][1]}},{{&l_61[2][0][1]},{(void*)0},{&g_2},{&g_2},{(void*)0}},{{&g_2},{&g_2},{(void*)0},{&l_61[2][0][1]},{&l_61[2][0][1]}}};
            int16_t *l_112 = &g_113;
            int i, j, k;
            ++g_106;
            g_94 = ((safe_lshift_func_int16_t_s_u(((*l_112) = ((+0xF91BAA844380E064LL) , 0x4CFBL)), 15)) , 0xD61587F3L);
            for (g_94 = 0; (g_94 <= 1); g_94 += 1)
            { /* block id: 61 */
                return g_94;
            }
        }
        (*l_126) ^= ((-4L) || (safe_sub_func_int16_t_s_s((((void*)0 != l_49) >= (((*l_116) &= l_103) ^ g_94)), (((l_125 = (safe_sub_func_int64_t_s_s(((-4L) == (safe_add_func_uint8_t_u_u(((!((((0x2FC2L ^ p_35) && ((!6UL) > g_2)) ^ g_63) != g_63)) ^ 4UL), g_104))), g_104))) <= l_103) <= 0xB654L))));
        for (g_104 = (-12); (g_104 != 24); g_104 = safe_add_func_int16_t_s_s(g_104, 1))
        { /* block id: 70 */
            uint16_t *l_131 = &g_50;
            int32_t l_132 = (-10L);
            for (g_117 = 11; (g_117 == 44); ++g_117)
            { /* block id: 73 */
                return p_35;
            }
            l_132 ^= (l_131 != l_124[2]);
        }
        (*l_62) = p_35;
    }
    (*l_136) = &l_62;
    (*l_136) = (*l_136);
    return p_35;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int16_t  func_43(int32_t  p_44)
{ /* block id: 11 */
    return p_44;
}


/* ------------------------------------------ */
/* 
 * reads : g_94
 * writes: g_94
 */
static int16_t  func_80(int64_t  p_81, uint16_t * p_82)
{ /* block id: 37 */
    int32_t *l_93 = &g_94;
    (*l_93) &= 0x2D528561L;
    return p_81;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int64_t  func_83(uint16_t * p_84, int64_t  p_85, uint32_t  p_86)
{ /* block id: 35 */
    uint64_t l_91 = 1UL;
    return l_91;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_105[i][j], "g_105[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_113, "g_113", print_hash_value);
    transparent_crc(g_117, "g_117", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_173, "g_173", print_hash_value);
    transparent_crc(g_202, "g_202", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_269[i][j], "g_269[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_277, "g_277", print_hash_value);
    transparent_crc(g_278, "g_278", print_hash_value);
    transparent_crc(g_279, "g_279", print_hash_value);
    transparent_crc(g_280, "g_280", print_hash_value);
    transparent_crc(g_281, "g_281", print_hash_value);
    transparent_crc(g_282, "g_282", print_hash_value);
    transparent_crc(g_283, "g_283", print_hash_value);
    transparent_crc(g_284, "g_284", print_hash_value);
    transparent_crc(g_285, "g_285", print_hash_value);
    transparent_crc(g_286, "g_286", print_hash_value);
    transparent_crc(g_287, "g_287", print_hash_value);
    transparent_crc(g_288, "g_288", print_hash_value);
    transparent_crc(g_289, "g_289", print_hash_value);
    transparent_crc(g_290, "g_290", print_hash_value);
    transparent_crc(g_291, "g_291", print_hash_value);
    transparent_crc(g_292, "g_292", print_hash_value);
    transparent_crc(g_293, "g_293", print_hash_value);
    transparent_crc(g_294, "g_294", print_hash_value);
    transparent_crc(g_295, "g_295", print_hash_value);
    transparent_crc(g_296, "g_296", print_hash_value);
    transparent_crc(g_297, "g_297", print_hash_value);
    transparent_crc(g_298, "g_298", print_hash_value);
    transparent_crc(g_299, "g_299", print_hash_value);
    transparent_crc(g_300, "g_300", print_hash_value);
    transparent_crc(g_311, "g_311", print_hash_value);
    transparent_crc(g_336, "g_336", print_hash_value);
    transparent_crc(g_398, "g_398", print_hash_value);
    transparent_crc(g_470, "g_470", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_562[i], "g_562[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_592, "g_592", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_978[i][j][k], "g_978[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_999, "g_999", print_hash_value);
    transparent_crc(g_1068, "g_1068", print_hash_value);
    transparent_crc(g_1109, "g_1109", print_hash_value);
    transparent_crc(g_1265, "g_1265", print_hash_value);
    transparent_crc(g_1348, "g_1348", print_hash_value);
    transparent_crc(g_1422, "g_1422", print_hash_value);
    transparent_crc(g_1750, "g_1750", print_hash_value);
    transparent_crc(g_1863, "g_1863", print_hash_value);
    transparent_crc(g_2139, "g_2139", print_hash_value);
    transparent_crc(g_2175, "g_2175", print_hash_value);
    transparent_crc(g_2335, "g_2335", print_hash_value);
    transparent_crc(g_2379, "g_2379", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_2409[i][j][k], "g_2409[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2434, "g_2434", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_2541[i], "g_2541[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_2685[i][j], "g_2685[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2776, "g_2776", print_hash_value);
    transparent_crc(g_2795, "g_2795", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_2823[i][j][k], "g_2823[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2832, "g_2832", print_hash_value);
    transparent_crc(g_2953, "g_2953", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_2989[i][j][k], "g_2989[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3167, "g_3167", print_hash_value);
    transparent_crc(g_3361, "g_3361", print_hash_value);
    transparent_crc(g_3518, "g_3518", print_hash_value);
    transparent_crc(g_3572, "g_3572", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_3659[i][j][k], "g_3659[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3778, "g_3778", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_4039[i], "g_4039[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_4047, "g_4047", print_hash_value);
    transparent_crc(g_4060, "g_4060", print_hash_value);
    transparent_crc(g_4061, "g_4061", print_hash_value);
    transparent_crc(g_4062, "g_4062", print_hash_value);
    transparent_crc(g_4063, "g_4063", print_hash_value);
    transparent_crc(g_4064, "g_4064", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 1014
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 42
breakdown:
   depth: 1, occurrence: 188
   depth: 2, occurrence: 51
   depth: 3, occurrence: 4
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 2
   depth: 7, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 21, occurrence: 2
   depth: 23, occurrence: 2
   depth: 24, occurrence: 1
   depth: 25, occurrence: 1
   depth: 28, occurrence: 1
   depth: 29, occurrence: 2
   depth: 30, occurrence: 2
   depth: 31, occurrence: 1
   depth: 35, occurrence: 1
   depth: 38, occurrence: 1
   depth: 42, occurrence: 1

XXX total number of pointers: 821

XXX times a variable address is taken: 1894
XXX times a pointer is dereferenced on RHS: 585
breakdown:
   depth: 1, occurrence: 454
   depth: 2, occurrence: 107
   depth: 3, occurrence: 19
   depth: 4, occurrence: 5
XXX times a pointer is dereferenced on LHS: 511
breakdown:
   depth: 1, occurrence: 451
   depth: 2, occurrence: 49
   depth: 3, occurrence: 11
XXX times a pointer is compared with null: 96
XXX times a pointer is compared with address of another variable: 22
XXX times a pointer is compared with another pointer: 17
XXX times a pointer is qualified to be dereferenced: 15064

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1896
   level: 2, occurrence: 621
   level: 3, occurrence: 317
   level: 4, occurrence: 60
   level: 5, occurrence: 22
XXX number of pointers point to pointers: 336
XXX number of pointers point to scalars: 485
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 25.8
XXX average alias set size: 1.58

XXX times a non-volatile is read: 3305
XXX times a non-volatile is write: 1571
XXX times a volatile is read: 172
XXX    times read thru a pointer: 56
XXX times a volatile is write: 31
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 3.88e+03
XXX percentage of non-volatile access: 96

XXX forward jumps: 0
XXX backward jumps: 17

XXX stmts: 181
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 31
   depth: 1, occurrence: 29
   depth: 2, occurrence: 23
   depth: 3, occurrence: 17
   depth: 4, occurrence: 30
   depth: 5, occurrence: 51

XXX percentage a fresh-made variable is used: 15.7
XXX percentage an existing variable is used: 84.3
********************* end of statistics **********************/

