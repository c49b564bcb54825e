/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 12 -o cs12.c
 * Seed:      12
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   signed f0 : 20;
   uint64_t  f1;
};

union U1 {
   volatile int16_t  f0;
   int32_t  f1;
   const uint16_t  f2;
   int16_t  f3;
   int16_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3[6] = {0x11F07B4BL,(-10L),0x11F07B4BL,0x11F07B4BL,(-10L),0x11F07B4BL};
static int32_t g_22 = 0L;
static union U1 g_40 = {-5L};/* VOLATILE GLOBAL g_40 */
static uint32_t g_42 = 1UL;
static int64_t g_61[2][9][8] = {{{9L,0xADC7C5A975881DD5LL,(-1L),2L,0L,0L,0L,0L},{(-7L),0L,0L,(-7L),9L,(-4L),0L,0x5D7B1ECBC59A6287LL},{0xADC7C5A975881DD5LL,(-7L),(-1L),0L,(-1L),(-7L),0xADC7C5A975881DD5LL,0L},{(-1L),(-7L),0xADC7C5A975881DD5LL,0L,(-4L),(-4L),0L,0xADC7C5A975881DD5LL},{0L,0L,(-7L),9L,(-4L),0L,0x5D7B1ECBC59A6287LL,0L},{0x5D7B1ECBC59A6287LL,0x8841F9F80411BC31LL,2L,0x8841F9F80411BC31LL,0x5D7B1ECBC59A6287LL,(-7L),0L,0xADC7C5A975881DD5LL},{0x8841F9F80411BC31LL,(-1L),9L,2L,2L,9L,(-1L),0x8841F9F80411BC31LL},{0L,(-7L),9L,(-4L),0L,0x5D7B1ECBC59A6287LL,0L,(-4L)},{2L,0L,2L,0xADC7C5A975881DD5LL,(-4L),0x5D7B1ECBC59A6287LL,9L,9L}},{{9L,(-7L),0L,0L,(-7L),9L,(-4L),0L},{9L,(-1L),0x8841F9F80411BC31LL,(-7L),(-4L),(-7L),0x8841F9F80411BC31LL,(-1L)},{2L,0x8841F9F80411BC31LL,0x5D7B1ECBC59A6287LL,(-7L),0L,0xADC7C5A975881DD5LL,0xADC7C5A975881DD5LL,0L},{0L,0L,0L,0L,2L,(-1L),0xADC7C5A975881DD5LL,9L},{0x8841F9F80411BC31LL,0L,0x5D7B1ECBC59A6287LL,0xADC7C5A975881DD5LL,0x5D7B1ECBC59A6287LL,0L,0x8841F9F80411BC31LL,(-4L)},{0x5D7B1ECBC59A6287LL,0L,0x8841F9F80411BC31LL,(-4L),(-1L),(-1L),(-4L),0x8841F9F80411BC31LL},{0L,0L,0L,2L,(-1L),0xADC7C5A975881DD5LL,9L,0xADC7C5A975881DD5LL},{0x5D7B1ECBC59A6287LL,0x8841F9F80411BC31LL,2L,0x8841F9F80411BC31LL,0x5D7B1ECBC59A6287LL,(-7L),0L,0xADC7C5A975881DD5LL},{0x8841F9F80411BC31LL,(-1L),9L,2L,2L,9L,(-1L),0x8841F9F80411BC31LL}}};
static volatile uint32_t g_63 = 0x6C0C0825L;/* VOLATILE GLOBAL g_63 */
static uint16_t g_94 = 1UL;
static volatile union U1 g_95 = {0x8723L};/* VOLATILE GLOBAL g_95 */
static int8_t g_97[5][5] = {{(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),0L,(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L)}};
static const int8_t *g_102 = &g_97[3][1];
static const int8_t **g_101 = &g_102;
static const int8_t *** volatile g_100 = &g_101;/* VOLATILE GLOBAL g_100 */
static int16_t g_117 = 0x4B15L;
static int32_t * volatile g_122 = (void*)0;/* VOLATILE GLOBAL g_122 */
static int32_t * volatile g_123 = &g_22;/* VOLATILE GLOBAL g_123 */
static uint8_t g_125[1] = {1UL};
static int8_t g_153[6] = {(-1L),0x14L,0x14L,(-1L),0x14L,0x14L};
static int16_t g_165 = 7L;
static int16_t g_173 = 0x6811L;
static int32_t g_176[10] = {0x1B3EE271L,0x1B3EE271L,0x1B3EE271L,0x1B3EE271L,0x1B3EE271L,0x1B3EE271L,0x1B3EE271L,0x1B3EE271L,0x1B3EE271L,0x1B3EE271L};
static uint64_t g_240 = 9UL;
static int8_t *g_249 = &g_97[3][1];
static int8_t **g_248[10] = {&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249};
static uint32_t *g_259 = &g_42;
static int32_t *g_261 = &g_22;
static int32_t ** volatile g_260 = &g_261;/* VOLATILE GLOBAL g_260 */
static union U1 g_281 = {4L};/* VOLATILE GLOBAL g_281 */
static union U1 *g_280 = &g_281;
static volatile uint64_t * volatile *g_308 = (void*)0;
static int16_t **g_347 = (void*)0;
static int32_t g_362 = 2L;
static uint32_t g_364 = 18446744073709551607UL;
static uint16_t g_369 = 1UL;
static union U1 g_392[9] = {{0x6318L},{0x6318L},{0x6318L},{0x6318L},{0x6318L},{0x6318L},{0x6318L},{0x6318L},{0x6318L}};
static union U1 *g_391 = &g_392[3];
static union U0 g_434 = {0x1BF18520L};
static uint16_t g_537 = 0xE538L;
static volatile union U1 g_583 = {0x63EBL};/* VOLATILE GLOBAL g_583 */
static int32_t ** const  volatile g_591 = (void*)0;/* VOLATILE GLOBAL g_591 */
static int32_t *g_603 = (void*)0;
static int32_t **g_602 = &g_603;
static union U1 g_605 = {0xA517L};/* VOLATILE GLOBAL g_605 */
static volatile union U1 g_625[7][3][9] = {{{{0x1F8FL},{-8L},{0x100CL},{-1L},{0x77C2L},{0x4E82L},{0x338BL},{0x2401L},{0x338BL}},{{0x338BL},{0x2A99L},{0L},{0L},{0x2A99L},{0x338BL},{0xA3DAL},{0x8F38L},{0x100CL}},{{4L},{0x2B11L},{-8L},{0L},{0L},{-1L},{0x77C2L},{0x4B96L},{0x06FBL}}},{{{1L},{4L},{0xF746L},{-7L},{-9L},{0x100CL},{0x1F8FL},{0x19C6L},{0xB873L}},{{1L},{-7L},{-1L},{0xE399L},{0xEA8EL},{4L},{0x2BEAL},{0x0554L},{0x33C3L}},{{0L},{0L},{0L},{0x8D27L},{-8L},{0x9CD7L},{0x63FDL},{0xD1C1L},{-1L}}},{{{0x8D27L},{0x2B11L},{0x2A99L},{0L},{0x4E82L},{-1L},{0x18D3L},{0x3F11L},{0L}},{{0x95E9L},{0x82F8L},{0x39DCL},{0x2A99L},{-1L},{0x4B96L},{0x338BL},{-1L},{0L}},{{1L},{-1L},{0L},{0x63FDL},{0L},{0L},{0xEA8EL},{0xF746L},{-1L}}},{{{0x100CL},{-1L},{0x0554L},{0xC004L},{0x740BL},{1L},{-1L},{0x63FDL},{0x33C3L}},{{0x4B96L},{0xB873L},{0x1552L},{-1L},{4L},{4L},{-1L},{0x1552L},{0xB873L}},{{-10L},{0x60B0L},{0x95BAL},{0x6806L},{0x2B11L},{0x4742L},{0x228BL},{0x3F11L},{0x06FBL}}},{{{-1L},{0x4B96L},{-1L},{1L},{-7L},{0x338BL},{0L},{0x2BEAL},{1L}},{{0xCB9DL},{0x60B0L},{1L},{-7L},{-1L},{0xE399L},{0xEA8EL},{4L},{0x2BEAL}},{{0x19C6L},{0xB873L},{0x4742L},{0L},{0x26C6L},{0xC004L},{0xB873L},{0x1A4AL},{0x8F38L}}},{{{0x8FB4L},{-1L},{0L},{-9L},{-8L},{4L},{-1L},{0x146BL},{-7L}},{{0x63FDL},{-1L},{0L},{0xA3DAL},{0x228BL},{0x39DCL},{0xDAB4L},{-1L},{0x6806L}},{{4L},{0x82F8L},{0x63FDL},{0xA3DAL},{-7L},{-8L},{0x4B96L},{-1L},{0xD1C1L}}},{{{0L},{0x2B11L},{1L},{-9L},{0xBCC1L},{0L},{0x1F8FL},{4L},{0x63FDL}},{{0x100CL},{0L},{-9L},{0L},{3L},{1L},{-7L},{-7L},{1L}},{{0x5408L},{-7L},{1L},{-7L},{0x5408L},{0x9CD7L},{0x8D27L},{0xA3DAL},{0xB873L}}}};
static union U1 g_626 = {-1L};/* VOLATILE GLOBAL g_626 */
static union U1 g_636 = {-1L};/* VOLATILE GLOBAL g_636 */
static volatile uint32_t g_656 = 0x006333DAL;/* VOLATILE GLOBAL g_656 */
static volatile uint32_t * volatile g_655 = &g_656;/* VOLATILE GLOBAL g_655 */
static volatile uint32_t * volatile *g_654 = &g_655;
static volatile uint32_t * volatile ** volatile g_653[4] = {&g_654,&g_654,&g_654,&g_654};
static volatile int32_t *g_668 = (void*)0;
static volatile int32_t **g_667 = &g_668;
static volatile int32_t *** const g_666[3][1] = {{&g_667},{&g_667},{&g_667}};
static int32_t g_671 = 1L;
static int8_t g_692 = 0L;
static volatile int64_t g_736 = 0xA6CD630E2F97B7E1LL;/* VOLATILE GLOBAL g_736 */
static uint16_t g_737 = 0x89D1L;
static uint64_t *g_771 = &g_240;
static union U1 g_816 = {0x3A2BL};/* VOLATILE GLOBAL g_816 */
static uint32_t **g_831 = &g_259;
static uint32_t ***g_830 = &g_831;
static uint32_t ****g_829 = &g_830;
static uint32_t *****g_828 = &g_829;
static const int16_t *g_874 = &g_816.f4;
static const int16_t **g_873 = &g_874;
static union U1 ** volatile g_890[9] = {&g_391,&g_391,&g_391,&g_391,&g_391,&g_391,&g_391,&g_391,&g_391};
static union U1 ** volatile * volatile g_889 = &g_890[0];/* VOLATILE GLOBAL g_889 */
static uint32_t **** const *g_933 = (void*)0;
static volatile uint16_t g_956 = 0x72D7L;/* VOLATILE GLOBAL g_956 */
static volatile uint16_t *g_955 = &g_956;
static volatile uint16_t ** const g_954 = &g_955;
static int32_t ** volatile g_1029[9][9] = {{&g_261,(void*)0,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,(void*)0},{&g_261,(void*)0,&g_261,(void*)0,&g_261,&g_261,(void*)0,&g_261,(void*)0},{&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261},{(void*)0,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261},{&g_261,&g_261,&g_261,(void*)0,&g_261,&g_261,(void*)0,&g_261,(void*)0},{&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261},{(void*)0,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261},{&g_261,&g_261,&g_261,(void*)0,&g_261,&g_261,(void*)0,&g_261,(void*)0},{&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261,&g_261}};
static int32_t ** volatile g_1031 = &g_261;/* VOLATILE GLOBAL g_1031 */
static union U1 g_1095 = {-4L};/* VOLATILE GLOBAL g_1095 */
static union U1 g_1096 = {-10L};/* VOLATILE GLOBAL g_1096 */
static uint32_t **g_1100[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint32_t *g_1102[1][6][7] = {{{(void*)0,&g_364,(void*)0,&g_364,(void*)0,&g_364,(void*)0},{&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364},{(void*)0,&g_364,(void*)0,&g_364,(void*)0,&g_364,(void*)0},{&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364},{(void*)0,&g_364,(void*)0,&g_364,(void*)0,&g_364,(void*)0},{&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364}}};
static uint32_t **g_1101[4][5][1] = {{{&g_1102[0][5][0]},{&g_1102[0][5][1]},{&g_1102[0][5][0]},{&g_1102[0][2][6]},{&g_1102[0][2][6]}},{{&g_1102[0][5][0]},{&g_1102[0][5][1]},{&g_1102[0][5][0]},{&g_1102[0][2][6]},{&g_1102[0][2][6]}},{{&g_1102[0][5][0]},{&g_1102[0][5][1]},{&g_1102[0][5][0]},{&g_1102[0][2][6]},{&g_1102[0][2][6]}},{{&g_1102[0][5][0]},{&g_1102[0][5][1]},{&g_1102[0][5][0]},{&g_1102[0][2][6]},{&g_1102[0][2][6]}}};
static int32_t ** volatile g_1116 = &g_261;/* VOLATILE GLOBAL g_1116 */
static int8_t **g_1118 = (void*)0;
static uint32_t *g_1127[9][10] = {{&g_364,(void*)0,&g_364,&g_364,&g_364,&g_364,&g_364,(void*)0,(void*)0,&g_364},{&g_364,(void*)0,&g_364,&g_364,&g_364,(void*)0,&g_364,&g_364,&g_364,&g_364},{&g_364,&g_364,&g_364,&g_364,&g_364,(void*)0,&g_364,&g_364,&g_364,(void*)0},{&g_364,(void*)0,(void*)0,(void*)0,&g_364,&g_364,&g_364,&g_364,&g_364,(void*)0},{&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,(void*)0},{&g_364,&g_364,(void*)0,&g_364,(void*)0,(void*)0,&g_364,&g_364,&g_364,&g_364},{(void*)0,&g_364,&g_364,&g_364,&g_364,(void*)0,(void*)0,&g_364,&g_364,&g_364},{(void*)0,(void*)0,&g_364,&g_364,(void*)0,&g_364,&g_364,&g_364,(void*)0,&g_364},{&g_364,(void*)0,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364,&g_364}};
static uint32_t ** const g_1126 = &g_1127[8][8];
static uint32_t ** const *g_1125 = &g_1126;
static uint64_t g_1134 = 0x2AEA5DC6353B98DELL;
static uint8_t *g_1142 = (void*)0;
static uint8_t **g_1141 = &g_1142;
static union U1 g_1171 = {0xEE27L};/* VOLATILE GLOBAL g_1171 */
static int8_t ***g_1241 = &g_1118;
static int8_t **** volatile g_1240 = &g_1241;/* VOLATILE GLOBAL g_1240 */
static int8_t * const * const **g_1284 = (void*)0;
static union U0 g_1309 = {0xD3631FF3L};
static const volatile union U1 g_1312 = {0xF22BL};/* VOLATILE GLOBAL g_1312 */
static int16_t g_1431[8] = {0x23ABL,0x23ABL,0x23ABL,0x23ABL,0x23ABL,0x23ABL,0x23ABL,0x23ABL};
static volatile uint16_t g_1438 = 0x7D4CL;/* VOLATILE GLOBAL g_1438 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int8_t  func_9(union U0  p_10, uint64_t  p_11);
static union U0  func_12(int8_t  p_13, int32_t  p_14, uint16_t  p_15);
static int32_t * func_29(int32_t * p_30, int32_t  p_31, int32_t * p_32, const uint16_t  p_33, uint32_t  p_34);
static int32_t * func_35(int8_t  p_36, int32_t * p_37);
static int32_t  func_66(int32_t * p_67);
static int32_t * func_68(int16_t  p_69, int8_t  p_70, uint8_t  p_71);
static int8_t  func_75(uint32_t * p_76, uint32_t  p_77, union U0  p_78, int32_t * p_79, int64_t  p_80);
static uint32_t * func_81(uint32_t * p_82);
static uint32_t * func_83(uint8_t  p_84, int32_t  p_85);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3
 * writes: g_3
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_2[1][2];
    int32_t l_23[8][9] = {{(-1L),(-1L),0L,0x39281C1DL,0x05D76270L,0x7D96711DL,(-4L),(-1L),8L},{5L,4L,8L,0x39281C1DL,(-1L),0xC422D5FBL,5L,5L,0xC422D5FBL},{0x39281C1DL,4L,0L,4L,0x39281C1DL,(-4L),0x38D06721L,0x39281C1DL,0xC422D5FBL},{5L,(-1L),0x270F9E3DL,0x38D06721L,(-4L),0L,0x38D06721L,5L,8L},{(-1L),5L,(-4L),(-4L),(-4L),(-4L),5L,(-1L),0x270F9E3DL},{4L,0x39281C1DL,(-4L),0x38D06721L,0x39281C1DL,0xC422D5FBL,(-4L),4L,0x7D96711DL},{4L,5L,0x270F9E3DL,4L,(-1L),0x7D96711DL,(-1L),4L,0x270F9E3DL},{(-1L),(-1L),0L,0x39281C1DL,0x05D76270L,0x7D96711DL,(-4L),(-1L),8L}};
    int32_t *l_28 = &g_3[2];
    const int32_t l_693[5] = {0x54DBD5B0L,0x54DBD5B0L,0x54DBD5B0L,0x54DBD5B0L,0x54DBD5B0L};
    int32_t *l_1164 = &g_22;
    uint64_t l_1186 = 0x8E773D309EB500F6LL;
    int64_t *l_1373[5] = {&g_61[0][4][1],&g_61[0][4][1],&g_61[0][4][1],&g_61[0][4][1],&g_61[0][4][1]};
    int8_t l_1387 = 0L;
    uint8_t l_1395 = 1UL;
    const uint32_t l_1403 = 0xDEC52874L;
    int8_t *****l_1409[6];
    const int8_t l_1410 = 0x10L;
    uint32_t ****l_1450 = &g_830;
    uint32_t l_1459 = 4UL;
    uint64_t l_1499 = 0UL;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
            l_2[i][j] = 0x48L;
    }
    for (i = 0; i < 6; i++)
        l_1409[i] = (void*)0;
    for (g_3[2] = 0; (g_3[2] <= 0); g_3[2] += 1)
    { /* block id: 3 */
        uint64_t l_4 = 18446744073709551606UL;
        int32_t *l_20 = (void*)0;
        int32_t *l_21[3];
        int32_t **l_1162 = &g_261;
        int32_t **l_1163 = &l_21[2];
        int64_t *l_1165 = &g_61[0][1][3];
        const int8_t **l_1190 = (void*)0;
        int32_t l_1321 = 1L;
        uint64_t *l_1355 = (void*)0;
        uint16_t l_1357 = 1UL;
        uint32_t *** const l_1393 = &g_831;
        uint32_t l_1394 = 0x71C77FE6L;
        int64_t l_1397 = 0xBB948819342E10DDLL;
        uint64_t l_1408 = 0UL;
        uint32_t l_1411 = 0x85CC821DL;
        union U0 l_1418 = {0x6E8FA96CL};
        uint8_t ***l_1427[4] = {&g_1141,&g_1141,&g_1141,&g_1141};
        uint8_t ****l_1426 = &l_1427[1];
        int32_t l_1433 = 0x6DF067FAL;
        int32_t l_1458[3];
        uint32_t l_1465 = 0x57021226L;
        int32_t l_1482 = 0x57C6C056L;
        int16_t l_1497[6][10][4] = {{{(-1L),0L,0x269DL,0L},{(-6L),0xBF5CL,0xE728L,0L},{0xA0F1L,1L,0xCFAAL,0L},{(-1L),0xBF5CL,0x168BL,0L},{0x3802L,0L,0x17FAL,3L},{(-8L),0xF615L,(-1L),0xAA5FL},{5L,0x7733L,0x0B46L,1L},{0x66F6L,0x9F8EL,(-1L),0x0E87L},{0xE728L,(-8L),0xD8ECL,(-1L)},{0L,0x08F3L,(-3L),0xEBD0L}},{{(-1L),0x269DL,0xA1D5L,(-4L)},{(-4L),1L,0x8A7CL,0L},{0x269DL,0xD8ECL,0x6C25L,0xBB13L},{0x9F8EL,0xE728L,0xF615L,1L},{0x3802L,0xF615L,1L,(-3L)},{(-5L),0xB650L,5L,(-1L)},{(-3L),0xCFAAL,0xA1D5L,0x4324L},{1L,1L,(-4L),1L},{1L,0xE728L,0xC16DL,0x66F6L},{0x8695L,0L,0xAA5FL,(-3L)}},{{(-6L),0x0F56L,0x6414L,0xE728L},{0x3D6BL,0xD29FL,(-1L),0x8E2BL},{(-4L),6L,1L,(-1L)},{1L,4L,(-1L),0x168BL},{(-1L),1L,0x269DL,0x6C25L},{(-3L),0L,0xC7F0L,(-1L)},{0x0A64L,0xBF44L,0x3C18L,(-1L)},{(-6L),4L,0x2FF1L,0x463AL},{0x6414L,0xEDB5L,0xFF1DL,0x4729L},{4L,(-1L),4L,(-1L)}},{{0xF615L,(-3L),0xA1D5L,1L},{0xAE4FL,1L,0x4ACEL,(-3L)},{0x4729L,0x66F6L,0x4ACEL,0x5539L},{0xAE4FL,0L,0xA1D5L,(-9L)},{0xF615L,(-5L),4L,0xE728L},{4L,0xE728L,0xFF1DL,4L},{0x6414L,(-1L),0x2FF1L,0x8978L},{(-6L),1L,0x3C18L,0x8A7CL},{0x0A64L,1L,0xC7F0L,0x8E2BL},{(-3L),0xED6DL,0x269DL,0x5539L}},{{(-1L),1L,(-1L),0xC16DL},{1L,(-3L),1L,(-6L)},{(-4L),0L,(-1L),0x809BL},{0x3D6BL,(-1L),0x6414L,0x65CDL},{(-6L),1L,0xAA5FL,0x3C18L},{0x8695L,0x6E8AL,0xC16DL,0x4729L},{1L,0x7733L,(-4L),(-1L)},{1L,(-4L),0xA1D5L,0x269DL},{(-3L),(-3L),5L,0L},{(-5L),0x66F6L,1L,(-1L)}},{{0x3802L,6L,0L,0x4324L},{0xF615L,0x4729L,0xD521L,0x8A7CL},{0x6E8AL,(-1L),0xC16DL,4L},{0xEBD0L,1L,9L,0x66F6L},{0L,0x0F56L,0x3C18L,(-8L)},{0x51C8L,(-5L),0xBF44L,(-3L)},{(-4L),0xED6DL,0L,(-1L)},{0L,0xB650L,0x0E87L,0x168BL},{1L,7L,1L,1L},{0xFF1DL,0xFF1DL,0xC7F0L,0x809BL}}};
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_21[i] = &g_22;
        for (i = 0; i < 3; i++)
            l_1458[i] = 0L;
        if (l_4)
            break;
        if (l_4)
            break;
    }
    return (*l_28);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int8_t  func_9(union U0  p_10, uint64_t  p_11)
{ /* block id: 516 */
    int32_t l_1185 = 0x060A928AL;
    return l_1185;
}


/* ------------------------------------------ */
/* 
 * reads : g_364 g_1171 g_434 g_281.f2 g_955 g_956 g_873 g_874 g_816.f4 g_176
 * writes: g_364 g_176 g_261
 */
static union U0  func_12(int8_t  p_13, int32_t  p_14, uint16_t  p_15)
{ /* block id: 506 */
    union U0 * const l_1168[3][8] = {{&g_434,(void*)0,(void*)0,&g_434,&g_434,&g_434,&g_434,&g_434},{(void*)0,(void*)0,&g_434,&g_434,&g_434,(void*)0,(void*)0,&g_434},{&g_434,(void*)0,(void*)0,&g_434,&g_434,&g_434,&g_434,(void*)0}};
    const union U1 *l_1179 = (void*)0;
    const union U1 **l_1178 = &l_1179;
    const union U1 ***l_1177 = &l_1178;
    uint32_t *l_1180 = &g_364;
    int32_t l_1181 = (-10L);
    int32_t *l_1183 = &g_3[3];
    int32_t **l_1184 = &g_261;
    int i, j;
    for (g_364 = 0; (g_364 == 22); g_364 = safe_add_func_uint32_t_u_u(g_364, 3))
    { /* block id: 509 */
        uint8_t *l_1172 = &g_125[0];
        union U1 **l_1176 = &g_280;
        union U1 ***l_1175 = &l_1176;
        int32_t *l_1182 = &g_176[8];
        (*l_1182) |= ((((void*)0 == l_1168[1][1]) , ((l_1181 = ((safe_rshift_func_uint8_t_u_u(((((g_1171 , ((g_434 , g_281.f2) , l_1180)) == l_1180) <= l_1181) >= l_1181), p_13)) & p_13)) , (*g_955))) & (**g_873));
    }
    (*l_1184) = l_1183;
    return g_434;
}


/* ------------------------------------------ */
/* 
 * reads : g_626.f4 g_391 g_392 g_364 g_176 g_102 g_97 g_249 g_605.f2 g_261 g_737 g_3 g_889 g_890 g_1141 g_829 g_830 g_125 g_874 g_816.f4
 * writes: g_626.f4 g_173 g_97 g_22 g_737 g_1141 g_261 g_125
 */
static int32_t * func_29(int32_t * p_30, int32_t  p_31, int32_t * p_32, const uint16_t  p_33, uint32_t  p_34)
{ /* block id: 324 */
    uint32_t **l_705 = &g_259;
    uint32_t ***l_704 = &l_705;
    int32_t l_726 = (-1L);
    int8_t l_727 = 1L;
    int32_t l_731 = 0L;
    int32_t l_732 = 0x967D65ACL;
    int32_t l_733 = 0x77BF458BL;
    int32_t l_734 = 1L;
    int32_t l_735[3][1];
    int32_t l_765 = 0x29290ECAL;
    uint64_t *l_768 = &g_240;
    int32_t ***l_786 = &g_602;
    int32_t ****l_785 = &l_786;
    uint32_t *****l_832 = &g_829;
    int32_t l_856 = 0L;
    int16_t *l_866 = &g_816.f3;
    int16_t **l_865 = &l_866;
    uint32_t *l_1007 = &g_364;
    uint32_t ** const l_1006 = &l_1007;
    uint64_t l_1063[3];
    int64_t l_1066[8][6] = {{(-1L),8L,9L,0xFB053EC60130D975LL,(-6L),0xFB053EC60130D975LL},{(-7L),8L,(-7L),2L,0x8D1B7BEABEF0DB3BLL,9L},{(-9L),0x44726EC7E6477862LL,(-7L),(-9L),8L,0xFB053EC60130D975LL},{0xFB053EC60130D975LL,0x1D744390690B03CALL,9L,(-9L),0L,2L},{(-9L),0L,2L,2L,0L,(-9L)},{(-7L),0x1D744390690B03CALL,(-1L),0xFB053EC60130D975LL,8L,(-9L)},{(-1L),0x44726EC7E6477862LL,2L,9L,0x8D1B7BEABEF0DB3BLL,2L},{(-1L),8L,9L,0xFB053EC60130D975LL,(-6L),0xFB053EC60130D975LL}};
    union U0 *l_1113 = &g_434;
    union U0 **l_1112 = &l_1113;
    union U1 **l_1140[6][10] = {{&g_280,&g_280,&g_280,&g_280,&g_391,&g_391,(void*)0,&g_280,&g_391,&g_280},{&g_280,&g_391,&g_391,&g_391,&g_391,&g_391,&g_280,&g_280,(void*)0,&g_280},{(void*)0,&g_280,&g_280,&g_391,&g_391,&g_391,&g_391,&g_391,&g_280,&g_280},{&g_391,&g_280,(void*)0,&g_391,&g_391,&g_280,&g_280,&g_280,&g_280,&g_280},{(void*)0,&g_391,&g_391,&g_391,(void*)0,&g_280,(void*)0,&g_391,(void*)0,&g_391},{&g_391,&g_280,&g_391,&g_391,(void*)0,&g_391,&g_391,&g_280,&g_391,&g_391}};
    union U1 ***l_1139 = &l_1140[2][7];
    uint8_t ***l_1143 = &g_1141;
    int32_t **l_1144 = &g_261;
    uint8_t *l_1148 = &g_125[0];
    uint32_t l_1157 = 1UL;
    int32_t *l_1158 = (void*)0;
    int32_t *l_1159 = &l_856;
    int64_t l_1160[1];
    int32_t *l_1161 = &g_3[2];
    int i, j;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
            l_735[i][j] = 3L;
    }
    for (i = 0; i < 3; i++)
        l_1063[i] = 0UL;
    for (i = 0; i < 1; i++)
        l_1160[i] = 0xB360046A2B95FCD1LL;
    for (g_626.f4 = (-9); (g_626.f4 != 4); g_626.f4++)
    { /* block id: 327 */
        uint32_t **l_702 = &g_259;
        uint32_t ***l_701 = &l_702;
        uint32_t ****l_703 = &l_701;
        uint32_t ***l_707 = &l_705;
        uint32_t ****l_706 = &l_707;
        uint32_t ***l_709 = &l_702;
        uint32_t ****l_708 = &l_709;
        int16_t *l_718 = (void*)0;
        int16_t *l_719 = &g_173;
        const int32_t l_728 = 0x00F956F3L;
        int32_t *l_729 = &g_176[8];
        int32_t *l_730[4][9] = {{&l_726,&g_3[5],(void*)0,&g_3[2],&g_176[9],(void*)0,(void*)0,(void*)0,&g_176[9]},{&g_176[8],(void*)0,(void*)0,&g_176[8],&g_22,&g_3[5],(void*)0,&g_176[9],(void*)0},{&l_726,&g_176[9],(void*)0,&g_3[2],&g_3[2],(void*)0,&g_176[9],&l_726,&l_726},{&g_176[8],&g_3[2],(void*)0,&l_726,&g_22,&g_176[9],&g_176[9],&g_22,&l_726}};
        uint64_t l_740 = 0x252C98C4CC30519CLL;
        uint8_t *l_763 = &g_125[0];
        int8_t *l_764 = &l_727;
        uint64_t *l_773 = &l_740;
        int32_t ****l_787 = &l_786;
        uint64_t ***l_822 = (void*)0;
        const int16_t **l_875 = (void*)0;
        uint16_t *l_879 = &g_737;
        uint16_t **l_878 = &l_879;
        int16_t l_974 = (-3L);
        int8_t l_979 = 4L;
        uint64_t l_980 = 18446744073709551608UL;
        int32_t l_984 = 7L;
        union U1 **l_1054 = &g_280;
        union U1 ***l_1053 = &l_1054;
        uint16_t l_1064 = 0UL;
        int i, j;
        (*g_261) = (safe_add_func_int64_t_s_s((safe_div_func_int8_t_s_s((~((*g_249) = (((*g_391) , ((((l_704 = ((*l_703) = l_701)) == ((*l_708) = ((*l_706) = &l_705))) & (safe_div_func_uint8_t_u_u((((safe_mul_func_uint16_t_u_u(65535UL, (safe_mod_func_uint8_t_u_u((l_726 = (safe_div_func_uint8_t_u_u((((*l_719) = p_33) == (((p_31 == (safe_add_func_uint8_t_u_u(((void*)0 != &l_719), (safe_rshift_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u(l_726, p_34)), 15))))) , g_364) , p_31)), 1UL))), g_176[8])))) != 0x29C7L) ^ (*g_102)), 0x5DL))) != 0xE633110FL)) , l_727))), l_728)), g_605.f2));
        ++g_737;
        if ((*p_32))
            break;
    }
    (*g_261) = ((***g_889) , ((((*l_1143) = g_1141) == (void*)0) || ((*l_1006) != &p_34)));
    (*l_1144) = &l_731;
    l_1160[0] = (((void*)0 == (**l_832)) , ((*l_1159) ^= (safe_div_func_uint64_t_u_u(18446744073709551615UL, (((((0xA183L | (safe_unary_minus_func_uint16_t_u((0L < (*g_249))))) ^ 248UL) , ((**l_1144) , ((*l_1148)--))) , (safe_add_func_int16_t_s_s((safe_lshift_func_uint8_t_u_s(((**l_1144) = (safe_rshift_func_int16_t_s_s((((((p_33 != (*g_249)) || 9L) ^ 9L) , l_1157) > (**l_1144)), (*g_874)))), 3)), p_33))) , 0x60553FD390449EE9LL)))));
    return l_1161;
}


/* ------------------------------------------ */
/* 
 * reads : g_22 g_40 g_42 g_63 g_3 g_95 g_100 g_97 g_123 g_101 g_61 g_95.f4 g_173 g_40.f4 g_176 g_117 g_260 g_261 g_636 g_40.f3 g_653 g_636.f2 g_666 g_636.f1 g_434 g_655 g_656 g_626.f3 g_249 g_125 g_692
 * writes: g_42 g_40.f3 g_63 g_94 g_97 g_101 g_117 g_61 g_22 g_165 g_153 g_176 g_173 g_636.f1 g_261 g_692
 */
static int32_t * func_35(int8_t  p_36, int32_t * p_37)
{ /* block id: 7 */
    int32_t *l_200 = &g_176[8];
    int32_t **l_669 = &l_200;
    int32_t *l_670[6];
    uint8_t l_672 = 0xB8L;
    int32_t *l_677 = &g_176[8];
    union U0 *l_680 = &g_434;
    union U0 *l_685 = &g_434;
    int i;
    for (i = 0; i < 6; i++)
        l_670[i] = &g_22;
    for (p_36 = 0; (p_36 > 19); p_36 = safe_add_func_uint8_t_u_u(p_36, 3))
    { /* block id: 10 */
        uint32_t *l_41 = &g_42;
        int32_t l_650 = 8L;
        uint32_t **l_658 = &l_41;
        uint32_t ***l_657[3][3][10] = {{{&l_658,(void*)0,&l_658,(void*)0,(void*)0,&l_658,&l_658,(void*)0,(void*)0,&l_658},{&l_658,&l_658,(void*)0,(void*)0,&l_658,&l_658,(void*)0,&l_658,&l_658,(void*)0},{(void*)0,&l_658,&l_658,&l_658,&l_658,(void*)0,(void*)0,(void*)0,&l_658,&l_658}},{{&l_658,&l_658,&l_658,(void*)0,&l_658,&l_658,(void*)0,&l_658,&l_658,&l_658},{&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658},{&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658}},{{&l_658,&l_658,(void*)0,&l_658,&l_658,(void*)0,&l_658,&l_658,&l_658,(void*)0},{&l_658,&l_658,&l_658,&l_658,&l_658,(void*)0,&l_658,&l_658,&l_658,&l_658},{&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658,&l_658}}};
        int i, j, k;
        if ((((g_22 > (g_40 , p_36)) & ((*l_41) |= p_36)) ^ (p_37 == l_41)))
        { /* block id: 12 */
            for (g_40.f3 = 0; (g_40.f3 == (-7)); g_40.f3--)
            { /* block id: 15 */
                return &g_3[3];
            }
        }
        else
        { /* block id: 18 */
            int64_t l_198 = 0x052EA8D45AB6B2BBLL;
            if ((safe_sub_func_uint16_t_u_u(g_42, (((void*)0 == p_37) & 9UL))))
            { /* block id: 19 */
                int32_t *l_47 = &g_22;
                int32_t *l_48 = &g_22;
                int32_t *l_49 = &g_22;
                int32_t *l_50 = &g_22;
                int32_t *l_51 = &g_22;
                int32_t l_52 = 0x708CDB5CL;
                int32_t *l_53 = &g_22;
                int32_t *l_54 = &g_22;
                int32_t *l_55 = &l_52;
                int32_t *l_56 = &g_22;
                int32_t *l_57 = &l_52;
                int32_t *l_58 = &g_22;
                int32_t *l_59 = (void*)0;
                int32_t *l_60 = (void*)0;
                int32_t *l_62[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int64_t l_645 = 0xE4522F5F696B6E9BLL;
                uint32_t l_646 = 8UL;
                int i;
                --g_63;
                for (g_40.f3 = 0; (g_40.f3 <= 1); g_40.f3 += 1)
                { /* block id: 23 */
                    uint16_t *l_93 = &g_94;
                    int8_t *l_96 = &g_97[3][1];
                    uint32_t **l_197 = &l_41;
                    union U0 l_199 = {1L};
                    int i;
                    (*l_53) = func_66(func_68(((~(safe_lshift_func_int8_t_s_s(func_75(((*l_197) = func_81(func_83(((*p_37) || (safe_mod_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u(18446744073709551612UL, (safe_unary_minus_func_int16_t_s(p_36)))), ((*l_93) = (p_37 != (void*)0)))), ((*l_96) = ((p_36 , g_95) , (-1L)))))), (*p_37)))), l_198, l_199, l_200, g_3[1]), p_36))) || g_117), p_36, g_173));
                    for (g_117 = 0; (g_117 <= 9); g_117 += 1)
                    { /* block id: 282 */
                        if (l_198)
                            break;
                    }
                    for (l_52 = 0; (l_52 <= 4); l_52 += 1)
                    { /* block id: 287 */
                        int i, j;
                        if (g_97[g_40.f3][g_40.f3])
                            break;
                        (*l_200) = g_97[l_52][(g_40.f3 + 2)];
                        l_646--;
                    }
                    for (l_645 = 1; (l_645 >= 0); l_645 -= 1)
                    { /* block id: 294 */
                        int i;
                        (*l_57) |= (-1L);
                    }
                }
            }
            else
            { /* block id: 298 */
                int8_t l_665 = 0x80L;
                (*l_200) = (((0xD2BE89EDA9A246A7LL >= (+((*g_261) = l_650))) , ((((safe_mul_func_int8_t_s_s(((g_653[0] != l_657[0][1][7]) & (0L == (safe_unary_minus_func_uint32_t_u((safe_div_func_int64_t_s_s(((((!(safe_mul_func_int16_t_s_s(((*l_200) , l_665), ((((void*)0 != &g_603) <= (*g_261)) != g_636.f2)))) , g_61[1][3][3]) , 0xB5482B49L) , p_36), l_665)))))), 0x41L)) , l_198) & 1UL) , &g_602)) != g_666[2][0]);
                return p_37;
            }
            (*g_261) |= ((*l_200) &= 0x4E4D2FACL);
            if (l_198)
                break;
        }
    }
    (*l_669) = (*g_260);
    --l_672;
    for (g_636.f1 = 9; (g_636.f1 >= 3); g_636.f1 -= 1)
    { /* block id: 312 */
        int32_t **l_675 = (void*)0;
        int32_t **l_676[7][3];
        union U0 *l_681 = &g_434;
        union U0 **l_682 = &l_681;
        union U0 *l_684 = (void*)0;
        union U0 **l_683[7][2][4] = {{{(void*)0,&l_680,(void*)0,&l_680},{(void*)0,&l_680,(void*)0,&l_680}},{{(void*)0,&l_680,(void*)0,&l_680},{(void*)0,&l_680,(void*)0,&l_680}},{{(void*)0,&l_680,(void*)0,&l_680},{(void*)0,&l_680,(void*)0,&l_680}},{{(void*)0,&l_680,(void*)0,&l_680},{(void*)0,&l_680,(void*)0,&l_680}},{{(void*)0,&l_680,(void*)0,&l_680},{(void*)0,&l_680,(void*)0,&l_680}},{{(void*)0,&l_680,(void*)0,&l_680},{(void*)0,&l_680,(void*)0,&l_680}},{{(void*)0,&l_680,(void*)0,&l_680},{(void*)0,&l_680,(void*)0,&l_680}}};
        int i, j, k;
        for (i = 0; i < 7; i++)
        {
            for (j = 0; j < 3; j++)
                l_676[i][j] = (void*)0;
        }
        l_677 = (l_670[1] = ((*g_260) = ((*l_669) = (*g_260))));
        g_692 ^= (safe_mul_func_uint8_t_u_u((l_680 == (l_685 = ((*l_682) = l_681))), (((((*l_680) , (((0L >= 0x0DE4D2F85AEC5E84LL) || (0x96L >= ((*g_249) = ((g_176[g_636.f1] = (*p_37)) == (safe_mul_func_int16_t_s_s((1UL < ((((safe_add_func_int32_t_s_s((*g_261), (*g_655))) ^ 0xBAL) , (-1L)) <= p_36)), g_626.f3)))))) , 0x4E91L)) && g_125[0]) , p_36) , 0x6DL)));
    }
    return (*g_260);
}


/* ------------------------------------------ */
/* 
 * reads : g_173 g_636 g_22 g_261 g_260
 * writes: g_173 g_22
 */
static int32_t  func_66(int32_t * p_67)
{ /* block id: 270 */
    int32_t l_643 = 0xE37AD80FL;
    for (g_173 = 0; (g_173 > 27); g_173++)
    { /* block id: 273 */
        int32_t ***l_634 = &g_602;
        int32_t ****l_635 = &l_634;
        int32_t l_637 = 0x3791C260L;
        int16_t ***l_640 = &g_347;
        const int32_t l_644 = 0xF2B61223L;
        (*p_67) = (safe_sub_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u(((((*l_635) = l_634) != &g_602) , (g_636 , (((l_637 && 0x19C0L) || ((safe_rshift_func_uint8_t_u_u(((l_640 == (void*)0) | 0x6CE4FC17B764E2B8LL), ((safe_add_func_uint64_t_u_u((l_637 , 0x7F9D405364EDFAB5LL), 1UL)) > l_643))) != l_637)) | l_644))), l_644)), (*p_67)));
    }
    (*g_261) = 3L;
    return (**g_260);
}


/* ------------------------------------------ */
/* 
 * reads : g_260 g_261
 * writes:
 */
static int32_t * func_68(int16_t  p_69, int8_t  p_70, uint8_t  p_71)
{ /* block id: 77 */
    int8_t l_225[6] = {9L,9L,9L,9L,9L,9L};
    int32_t l_277 = 0x906F29B8L;
    uint16_t l_293 = 65535UL;
    union U0 l_296 = {-3L};
    uint32_t *l_303[9][10] = {{(void*)0,(void*)0,(void*)0,&g_42,&g_42,(void*)0,(void*)0,(void*)0,&g_42,&g_42},{(void*)0,(void*)0,(void*)0,&g_42,&g_42,(void*)0,(void*)0,(void*)0,&g_42,&g_42},{(void*)0,(void*)0,(void*)0,&g_42,&g_42,(void*)0,(void*)0,(void*)0,&g_42,&g_42},{(void*)0,(void*)0,(void*)0,&g_42,&g_42,(void*)0,(void*)0,(void*)0,&g_42,&g_42},{(void*)0,(void*)0,(void*)0,&g_42,&g_42,(void*)0,(void*)0,(void*)0,&g_42,&g_42},{(void*)0,(void*)0,(void*)0,&g_42,&g_42,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_42,(void*)0,&g_42,(void*)0,(void*)0,&g_42,&g_42,&g_42,(void*)0,(void*)0},{&g_42,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_42,(void*)0,(void*)0},{&g_42,&g_42,&g_42,(void*)0,(void*)0,&g_42,(void*)0,&g_42,(void*)0,(void*)0}};
    int8_t l_304 = 0x44L;
    int16_t **l_367 = (void*)0;
    int32_t l_420 = (-10L);
    uint32_t l_422 = 0x9CD658C9L;
    int32_t l_535 = 0xD19F843FL;
    uint32_t **l_551 = &l_303[2][8];
    int32_t **l_606 = (void*)0;
    int i, j;
    for (p_69 = 1; (p_69 >= 0); p_69 -= 1)
    { /* block id: 80 */
        uint16_t *l_220 = &g_94;
        const int8_t ** const l_251 = &g_102;
        int32_t l_256 = 0x44F56941L;
        int32_t l_274 = 1L;
        union U0 l_279[10] = {{0xF3D353F1L},{0xF3D353F1L},{0xF3D353F1L},{0xF3D353F1L},{0xF3D353F1L},{0xF3D353F1L},{0xF3D353F1L},{0xF3D353F1L},{0xF3D353F1L},{0xF3D353F1L}};
        int8_t l_283 = 0x04L;
        uint64_t l_377 = 1UL;
        union U1 *l_389[10][2][7] = {{{&g_281,(void*)0,(void*)0,&g_281,&g_281,&g_281,(void*)0},{&g_281,&g_281,(void*)0,&g_40,&g_281,&g_40,&g_40}},{{(void*)0,&g_281,(void*)0,&g_281,(void*)0,&g_281,(void*)0},{&g_40,&g_40,&g_40,&g_40,&g_281,(void*)0,&g_281}},{{&g_281,&g_40,&g_281,&g_40,&g_281,&g_281,&g_281},{&g_40,&g_281,&g_40,&g_40,&g_281,&g_40,&g_281}},{{(void*)0,&g_281,(void*)0,&g_281,(void*)0,&g_281,(void*)0},{&g_40,&g_40,&g_281,&g_40,&g_40,&g_281,&g_40}},{{&g_281,&g_281,(void*)0,(void*)0,&g_281,(void*)0,(void*)0},{&g_40,&g_281,&g_281,&g_40,&g_40,&g_40,&g_40}},{{(void*)0,&g_40,(void*)0,(void*)0,(void*)0,&g_40,(void*)0},{&g_281,&g_40,&g_40,&g_40,&g_40,(void*)0,(void*)0}},{{&g_281,&g_281,&g_281,&g_281,&g_281,&g_40,&g_281},{&g_281,&g_281,&g_40,&g_40,&g_40,&g_40,(void*)0}},{{(void*)0,(void*)0,(void*)0,&g_40,(void*)0,(void*)0,(void*)0},{&g_281,&g_40,(void*)0,&g_40,&g_281,&g_281,&g_40}},{{&g_281,(void*)0,(void*)0,&g_281,&g_281,&g_281,(void*)0},{&g_281,&g_281,(void*)0,&g_40,&g_281,&g_40,&g_40}},{{(void*)0,&g_281,(void*)0,&g_281,(void*)0,&g_281,(void*)0},{&g_40,&g_40,&g_40,&g_40,&g_281,(void*)0,&g_281}}};
        int32_t l_416 = 8L;
        int32_t l_418 = 0xBC284BA3L;
        int32_t l_421 = 0x96106FD9L;
        int64_t *l_445 = &g_61[0][1][3];
        int64_t l_488[4][7][1] = {{{0x9AC98F05BC626A04LL},{0x9AC98F05BC626A04LL},{0x75E01E494C05B71ELL},{0x15C1BFA23490A3EBLL},{0xE47D894342D37320LL},{0x15C1BFA23490A3EBLL},{0x75E01E494C05B71ELL}},{{0x9AC98F05BC626A04LL},{0x9AC98F05BC626A04LL},{0xE47D894342D37320LL},{0x75E01E494C05B71ELL},{0x664F176A564B1259LL},{0x75E01E494C05B71ELL},{0xE47D894342D37320LL}},{{(-1L)},{(-1L)},{0xE47D894342D37320LL},{0x75E01E494C05B71ELL},{0x664F176A564B1259LL},{0x75E01E494C05B71ELL},{0xE47D894342D37320LL}},{{(-1L)},{(-1L)},{0xE47D894342D37320LL},{0x75E01E494C05B71ELL},{0x664F176A564B1259LL},{0x75E01E494C05B71ELL},{0xE47D894342D37320LL}}};
        int32_t *l_490 = &l_421;
        int32_t l_517 = 0x5F239840L;
        union U0 *l_520 = &l_279[1];
        uint32_t ** const l_548 = &l_303[7][3];
        uint32_t **l_550 = &l_303[8][9];
        uint32_t ***l_549[2];
        int32_t *l_590 = &l_421;
        uint64_t *l_622 = &g_434.f1;
        int32_t *l_627 = &g_176[5];
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_549[i] = &l_550;
    }
    return (*g_260);
}


/* ------------------------------------------ */
/* 
 * reads : g_173 g_40.f4 g_123 g_22 g_176
 * writes: g_97 g_153 g_176
 */
static int8_t  func_75(uint32_t * p_76, uint32_t  p_77, union U0  p_78, int32_t * p_79, int64_t  p_80)
{ /* block id: 72 */
    uint64_t l_203 = 0x44F22EBF56614784LL;
    int8_t *l_204 = &g_97[3][1];
    int8_t *l_205 = &g_153[4];
    int8_t l_217 = 0x77L;
    (*p_79) |= (+((p_78.f0 , (!((*l_205) = ((*l_204) = l_203)))) != (safe_div_func_int8_t_s_s((safe_mod_func_int64_t_s_s(0L, (1UL || 0UL))), (safe_sub_func_int32_t_s_s((((safe_lshift_func_int8_t_s_u(l_203, 7)) <= l_203) < (g_173 >= ((!(safe_mul_func_int8_t_s_s(l_217, l_217))) <= g_40.f4))), (*g_123)))))));
    return l_203;
}


/* ------------------------------------------ */
/* 
 * reads : g_42 g_22 g_117 g_95.f4 g_61 g_123
 * writes: g_42 g_22 g_117 g_165 g_61
 */
static uint32_t * func_81(uint32_t * p_82)
{ /* block id: 52 */
    int8_t l_161[4];
    int32_t l_177 = 9L;
    int32_t l_183 = (-3L);
    int32_t l_184 = 0x5C393FB4L;
    int32_t *l_189 = &l_183;
    uint32_t l_190 = 0x1642E745L;
    int64_t *l_193 = &g_61[0][1][3];
    const int16_t *l_194 = &g_117;
    const int16_t **l_195 = &l_194;
    const int16_t *l_196 = &g_173;
    int i;
    for (i = 0; i < 4; i++)
        l_161[i] = 0x86L;
    for (g_42 = 19; (g_42 != 42); ++g_42)
    { /* block id: 55 */
        int32_t *l_158 = &g_22;
        int8_t *l_166 = &g_97[0][2];
        int32_t *l_178 = &l_177;
        int32_t *l_179 = &g_22;
        int32_t *l_180 = &l_177;
        int32_t *l_181 = &g_176[5];
        int32_t *l_182[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        uint64_t l_185 = 1UL;
        int32_t **l_188[2];
        int i;
        for (i = 0; i < 2; i++)
            l_188[i] = &l_179;
        (*l_158) |= 1L;
        for (g_117 = 0; (g_117 != (-10)); g_117 = safe_sub_func_int32_t_s_s(g_117, 5))
        { /* block id: 59 */
            int16_t *l_164 = &g_165;
            uint32_t *l_171 = &g_42;
            int16_t *l_172[7] = {&g_173,&g_173,&g_173,&g_173,&g_173,&g_173,&g_173};
            int32_t l_174 = (-8L);
            int32_t *l_175[8] = {&g_176[8],&g_176[8],&g_176[8],&g_176[8],&g_176[8],&g_176[8],&g_176[8],&g_176[8]};
            int i;
            l_177 ^= ((l_161[2] || (safe_div_func_int16_t_s_s(((*l_164) = 0x2896L), (-2L)))) | (((l_166 == l_166) & (((l_174 = (safe_add_func_int16_t_s_s((safe_add_func_int16_t_s_s((l_161[2] >= (&g_42 != l_171)), g_95.f4)), (*l_158)))) == g_61[1][5][0]) , (*p_82))) || g_95.f4));
        }
        ++l_185;
        l_189 = &l_183;
    }
    (*g_123) = (l_190 | (safe_lshift_func_int16_t_s_u((((*l_189) > ((*l_193) = (*l_189))) <= (((*l_195) = l_194) == l_196)), 6)));
    return p_82;
}


/* ------------------------------------------ */
/* 
 * reads : g_100 g_94 g_97 g_42 g_22 g_3 g_123 g_101 g_61
 * writes: g_101 g_94 g_42 g_117 g_61 g_22
 */
static uint32_t * func_83(uint8_t  p_84, int32_t  p_85)
{ /* block id: 26 */
    const int8_t *l_99 = &g_97[3][1];
    const int8_t **l_98[3];
    const int32_t * const l_105 = &g_22;
    uint8_t *l_124[7] = {&g_125[0],&g_125[0],&g_125[0],&g_125[0],&g_125[0],&g_125[0],&g_125[0]};
    int16_t l_137 = 0xC2C5L;
    uint8_t l_138 = 0xD7L;
    uint32_t l_149[3];
    int64_t *l_150 = &g_61[0][1][3];
    uint32_t *l_151 = &g_42;
    int8_t *l_152[9][4] = {{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]},{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]},{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]},{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]},{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]},{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]},{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]},{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]},{&g_97[3][1],&g_97[3][1],&g_97[3][1],&g_97[3][1]}};
    int32_t l_154 = 0x9F0035E4L;
    int32_t l_155 = 0x446C13A8L;
    int i, j;
    for (i = 0; i < 3; i++)
        l_98[i] = &l_99;
    for (i = 0; i < 3; i++)
        l_149[i] = 1UL;
    (*g_100) = l_98[1];
    for (g_94 = 0; (g_94 >= 58); g_94 = safe_add_func_uint32_t_u_u(g_94, 5))
    { /* block id: 30 */
        const int32_t *l_107 = &g_22;
        const int32_t **l_106 = &l_107;
        (*l_106) = l_105;
        if (g_97[3][1])
            break;
    }
    for (g_42 = 0; (g_42 >= 21); g_42 = safe_add_func_uint32_t_u_u(g_42, 9))
    { /* block id: 36 */
        uint32_t *l_121 = (void*)0;
        for (p_85 = 0; (p_85 <= 15); p_85++)
        { /* block id: 39 */
            int16_t *l_116[3][8][10] = {{{(void*)0,&g_117,&g_40.f3,(void*)0,&g_40.f3,(void*)0,&g_40.f3,&g_117,(void*)0,&g_40.f3},{&g_117,&g_40.f4,(void*)0,(void*)0,&g_117,&g_40.f3,&g_117,(void*)0,(void*)0,&g_117},{&g_40.f3,(void*)0,&g_117,(void*)0,&g_40.f3,(void*)0,&g_40.f4,&g_40.f4,(void*)0,&g_40.f3},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_117,(void*)0,&g_40.f3,(void*)0,(void*)0},{&g_40.f3,&g_40.f3,&g_40.f4,(void*)0,&g_117,&g_40.f3,(void*)0,(void*)0,(void*)0,&g_117},{(void*)0,&g_117,&g_40.f3,(void*)0,&g_40.f3,(void*)0,&g_40.f3,&g_117,(void*)0,&g_40.f3},{&g_117,&g_40.f4,(void*)0,(void*)0,&g_117,&g_40.f3,&g_117,(void*)0,(void*)0,&g_117},{&g_40.f3,(void*)0,&g_117,(void*)0,&g_40.f3,(void*)0,&g_40.f4,&g_40.f4,(void*)0,&g_40.f3}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_117,(void*)0,&g_40.f3,(void*)0,(void*)0},{&g_40.f3,&g_40.f3,&g_40.f4,(void*)0,&g_117,&g_40.f3,(void*)0,(void*)0,(void*)0,&g_117},{(void*)0,&g_117,&g_40.f3,(void*)0,&g_40.f3,(void*)0,&g_40.f3,&g_117,&g_40.f3,&g_117},{&g_117,(void*)0,&g_40.f3,(void*)0,(void*)0,&g_40.f3,&g_117,(void*)0,&g_40.f3,(void*)0},{(void*)0,&g_40.f3,&g_117,(void*)0,&g_40.f4,&g_40.f3,(void*)0,(void*)0,&g_40.f3,&g_40.f4},{(void*)0,(void*)0,(void*)0,(void*)0,&g_40.f3,&g_117,&g_40.f3,&g_40.f3,&g_40.f3,&g_40.f3},{&g_40.f3,&g_40.f3,(void*)0,(void*)0,&g_40.f4,(void*)0,(void*)0,&g_40.f3,&g_40.f3,&g_40.f4},{&g_40.f3,&g_117,&g_40.f3,(void*)0,&g_117,(void*)0,&g_40.f3,&g_117,&g_40.f3,&g_117}},{{&g_117,(void*)0,&g_40.f3,(void*)0,(void*)0,&g_40.f3,&g_117,(void*)0,&g_40.f3,(void*)0},{(void*)0,&g_40.f3,&g_117,(void*)0,&g_40.f4,&g_40.f3,(void*)0,(void*)0,&g_40.f3,&g_40.f4},{(void*)0,(void*)0,(void*)0,(void*)0,&g_40.f3,&g_117,&g_40.f3,&g_40.f3,&g_40.f3,&g_40.f3},{&g_40.f3,&g_40.f3,(void*)0,(void*)0,&g_40.f4,(void*)0,(void*)0,&g_40.f3,&g_40.f3,&g_40.f4},{&g_40.f3,&g_117,&g_40.f3,(void*)0,&g_117,(void*)0,&g_40.f3,&g_117,&g_40.f3,&g_117},{&g_117,(void*)0,&g_40.f3,(void*)0,(void*)0,&g_40.f3,&g_117,(void*)0,&g_40.f3,(void*)0},{(void*)0,&g_40.f3,&g_117,(void*)0,&g_40.f4,&g_40.f3,(void*)0,(void*)0,&g_40.f3,&g_40.f4},{(void*)0,(void*)0,(void*)0,(void*)0,&g_40.f3,&g_117,&g_40.f3,&g_40.f3,&g_40.f3,&g_40.f3}}};
            int64_t *l_120 = &g_61[0][1][3];
            int i, j, k;
            if (p_84)
                break;
            (*g_123) = (safe_sub_func_uint8_t_u_u((safe_add_func_int16_t_s_s((g_117 = (-1L)), (safe_div_func_int64_t_s_s(((*l_120) = (*l_105)), p_85)))), ((g_3[2] , l_121) == &g_42)));
        }
    }
    l_155 ^= (((p_84--) || ((safe_div_func_int64_t_s_s(p_85, (((safe_div_func_int8_t_s_s((l_154 ^= (~(((((((*l_151) = (((safe_rshift_func_uint8_t_u_s((safe_add_func_int32_t_s_s((p_84 && (**g_101)), l_137)), p_85)) , ((((l_138 ^ (safe_add_func_int32_t_s_s((safe_mod_func_int16_t_s_s(((safe_sub_func_int64_t_s_s(((*l_150) |= (safe_mod_func_uint64_t_u_u((0xFC4AL == (((safe_sub_func_int8_t_s_s((l_149[1] ^ (&g_101 == (void*)0)), (*l_105))) , 18446744073709551615UL) <= (*l_105))), p_84))), g_97[3][1])) <= p_85), (*l_105))), (*l_105)))) , (void*)0) != &l_137) & g_22)) < p_84)) <= p_84) , &l_98[1]) == (void*)0) , (*l_105)) >= g_97[3][1]))), g_97[3][1])) , 0x85L) , (-4L)))) > p_84)) >= 0xB2L);
    return &g_42;
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
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_3[i], "g_3[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_22, "g_22", print_hash_value);
    transparent_crc(g_40.f0, "g_40.f0", print_hash_value);
    transparent_crc(g_40.f2, "g_40.f2", print_hash_value);
    transparent_crc(g_40.f3, "g_40.f3", print_hash_value);
    transparent_crc(g_40.f4, "g_40.f4", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_61[i][j][k], "g_61[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    transparent_crc(g_95.f0, "g_95.f0", print_hash_value);
    transparent_crc(g_95.f2, "g_95.f2", print_hash_value);
    transparent_crc(g_95.f3, "g_95.f3", print_hash_value);
    transparent_crc(g_95.f4, "g_95.f4", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_97[i][j], "g_97[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_117, "g_117", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_125[i], "g_125[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_153[i], "g_153[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_165, "g_165", print_hash_value);
    transparent_crc(g_173, "g_173", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_176[i], "g_176[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_240, "g_240", print_hash_value);
    transparent_crc(g_281.f0, "g_281.f0", print_hash_value);
    transparent_crc(g_281.f2, "g_281.f2", print_hash_value);
    transparent_crc(g_281.f3, "g_281.f3", print_hash_value);
    transparent_crc(g_281.f4, "g_281.f4", print_hash_value);
    transparent_crc(g_362, "g_362", print_hash_value);
    transparent_crc(g_364, "g_364", print_hash_value);
    transparent_crc(g_369, "g_369", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_392[i].f0, "g_392[i].f0", print_hash_value);
        transparent_crc(g_392[i].f2, "g_392[i].f2", print_hash_value);
        transparent_crc(g_392[i].f3, "g_392[i].f3", print_hash_value);
        transparent_crc(g_392[i].f4, "g_392[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_434.f0, "g_434.f0", print_hash_value);
    transparent_crc(g_537, "g_537", print_hash_value);
    transparent_crc(g_583.f0, "g_583.f0", print_hash_value);
    transparent_crc(g_583.f2, "g_583.f2", print_hash_value);
    transparent_crc(g_583.f3, "g_583.f3", print_hash_value);
    transparent_crc(g_583.f4, "g_583.f4", print_hash_value);
    transparent_crc(g_605.f0, "g_605.f0", print_hash_value);
    transparent_crc(g_605.f2, "g_605.f2", print_hash_value);
    transparent_crc(g_605.f3, "g_605.f3", print_hash_value);
    transparent_crc(g_605.f4, "g_605.f4", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_625[i][j][k].f0, "g_625[i][j][k].f0", print_hash_value);
                transparent_crc(g_625[i][j][k].f2, "g_625[i][j][k].f2", print_hash_value);
                transparent_crc(g_625[i][j][k].f3, "g_625[i][j][k].f3", print_hash_value);
                transparent_crc(g_625[i][j][k].f4, "g_625[i][j][k].f4", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_626.f0, "g_626.f0", print_hash_value);
    transparent_crc(g_626.f2, "g_626.f2", print_hash_value);
    transparent_crc(g_626.f3, "g_626.f3", print_hash_value);
    transparent_crc(g_626.f4, "g_626.f4", print_hash_value);
    transparent_crc(g_636.f0, "g_636.f0", print_hash_value);
    transparent_crc(g_636.f2, "g_636.f2", print_hash_value);
    transparent_crc(g_636.f3, "g_636.f3", print_hash_value);
    transparent_crc(g_636.f4, "g_636.f4", print_hash_value);
    transparent_crc(g_656, "g_656", print_hash_value);
    transparent_crc(g_671, "g_671", print_hash_value);
    transparent_crc(g_692, "g_692", print_hash_value);
    transparent_crc(g_736, "g_736", print_hash_value);
    transparent_crc(g_737, "g_737", print_hash_value);
    transparent_crc(g_816.f0, "g_816.f0", print_hash_value);
    transparent_crc(g_816.f2, "g_816.f2", print_hash_value);
    transparent_crc(g_816.f3, "g_816.f3", print_hash_value);
    transparent_crc(g_816.f4, "g_816.f4", print_hash_value);
    transparent_crc(g_956, "g_956", print_hash_value);
    transparent_crc(g_1095.f0, "g_1095.f0", print_hash_value);
    transparent_crc(g_1095.f2, "g_1095.f2", print_hash_value);
    transparent_crc(g_1095.f3, "g_1095.f3", print_hash_value);
    transparent_crc(g_1095.f4, "g_1095.f4", print_hash_value);
    transparent_crc(g_1096.f0, "g_1096.f0", print_hash_value);
    transparent_crc(g_1096.f2, "g_1096.f2", print_hash_value);
    transparent_crc(g_1096.f3, "g_1096.f3", print_hash_value);
    transparent_crc(g_1096.f4, "g_1096.f4", print_hash_value);
    transparent_crc(g_1134, "g_1134", print_hash_value);
    transparent_crc(g_1171.f0, "g_1171.f0", print_hash_value);
    transparent_crc(g_1171.f2, "g_1171.f2", print_hash_value);
    transparent_crc(g_1171.f3, "g_1171.f3", print_hash_value);
    transparent_crc(g_1171.f4, "g_1171.f4", print_hash_value);
    transparent_crc(g_1309.f0, "g_1309.f0", print_hash_value);
    transparent_crc(g_1312.f0, "g_1312.f0", print_hash_value);
    transparent_crc(g_1312.f2, "g_1312.f2", print_hash_value);
    transparent_crc(g_1312.f3, "g_1312.f3", print_hash_value);
    transparent_crc(g_1312.f4, "g_1312.f4", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1431[i], "g_1431[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1438, "g_1438", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 370
XXX total union variables: 21

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 20
breakdown:
   indirect level: 0, occurrence: 11
   indirect level: 1, occurrence: 7
   indirect level: 2, occurrence: 2
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 31
XXX times a bitfields struct on LHS: 1
XXX times a bitfields struct on RHS: 22
XXX times a single bitfield on LHS: 5
XXX times a single bitfield on RHS: 11

XXX max expression depth: 37
breakdown:
   depth: 1, occurrence: 65
   depth: 2, occurrence: 18
   depth: 4, occurrence: 2
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 2
   depth: 14, occurrence: 1
   depth: 15, occurrence: 2
   depth: 17, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 2
   depth: 25, occurrence: 1
   depth: 29, occurrence: 1
   depth: 37, occurrence: 1

XXX total number of pointers: 365

XXX times a variable address is taken: 858
XXX times a pointer is dereferenced on RHS: 260
breakdown:
   depth: 1, occurrence: 208
   depth: 2, occurrence: 44
   depth: 3, occurrence: 5
   depth: 4, occurrence: 2
   depth: 5, occurrence: 1
XXX times a pointer is dereferenced on LHS: 203
breakdown:
   depth: 1, occurrence: 188
   depth: 2, occurrence: 11
   depth: 3, occurrence: 3
   depth: 4, occurrence: 1
XXX times a pointer is compared with null: 26
XXX times a pointer is compared with address of another variable: 11
XXX times a pointer is compared with another pointer: 14
XXX times a pointer is qualified to be dereferenced: 3596

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1082
   level: 2, occurrence: 183
   level: 3, occurrence: 24
   level: 4, occurrence: 13
   level: 5, occurrence: 3
XXX number of pointers point to pointers: 177
XXX number of pointers point to scalars: 169
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 27.4
XXX average alias set size: 1.33

XXX times a non-volatile is read: 1254
XXX times a non-volatile is write: 611
XXX times a volatile is read: 85
XXX    times read thru a pointer: 22
XXX times a volatile is write: 13
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 2.39e+03
XXX percentage of non-volatile access: 95

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 69
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 31
   depth: 1, occurrence: 17
   depth: 2, occurrence: 7
   depth: 3, occurrence: 5
   depth: 4, occurrence: 4
   depth: 5, occurrence: 5

XXX percentage a fresh-made variable is used: 20.3
XXX percentage an existing variable is used: 79.7
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

