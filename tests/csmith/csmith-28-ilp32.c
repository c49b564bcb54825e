// data-model: ILP32
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 28 -o cs28.c
 * Seed:      28
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int8_t g_3 = 0xECL;
static uint8_t g_30 = 1UL;
static int32_t g_41 = (-10L);
static int32_t *g_43[3] = {(void*)0,(void*)0,(void*)0};
static int32_t ** volatile g_42[6][4][9] = {{{&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1]},{&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1]},{&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1]},{&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1]}},{{&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[2],&g_43[1],&g_43[1],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]}},{{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]}},{{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]}},{{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]}},{{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]},{&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2],&g_43[2],&g_43[1],&g_43[2]}}};
static int32_t * volatile g_60 = (void*)0;/* VOLATILE GLOBAL g_60 */
static uint64_t g_62 = 18446744073709551615UL;
static uint64_t g_64 = 0xE63B6910C33490CELL;
static int32_t ** volatile g_66[1] = {&g_43[2]};
static uint16_t g_79[5][4][8] = {{{1UL,65535UL,0x2786L,2UL,65527UL,0x1E56L,0UL,0xD184L},{0x7A54L,65535UL,0x2BB9L,1UL,0xEE9FL,0UL,0UL,2UL},{0UL,0x2BB9L,65535UL,0x7A54L,0xEE9FL,0x1E56L,0UL,65527UL},{1UL,0UL,0x2BB9L,65526UL,2UL,0x1E56L,0x1E56L,2UL}},{{2UL,0x2BB9L,0x2BB9L,2UL,0xDD42L,65529UL,0UL,2UL},{0x7A54L,0UL,65535UL,65526UL,0xDD42L,0UL,1UL,65527UL},{2UL,0UL,0x2786L,0x7A54L,2UL,65529UL,1UL,0xD184L},{1UL,0x2BB9L,65535UL,0x7A54L,0xEE9FL,0x1E56L,0UL,65527UL}},{{1UL,0UL,0x2BB9L,65526UL,2UL,0x1E56L,0x1E56L,2UL},{2UL,0x2BB9L,0x2BB9L,2UL,0xDD42L,65529UL,0UL,2UL},{0x7A54L,0UL,65535UL,65526UL,0xDD42L,0UL,1UL,65527UL},{2UL,0UL,0x2786L,0x7A54L,2UL,65529UL,1UL,0xD184L}},{{1UL,0x2BB9L,65535UL,0x7A54L,0xEE9FL,0x1E56L,0UL,65527UL},{1UL,0UL,0x2BB9L,65526UL,2UL,0x1E56L,0x1E56L,2UL},{2UL,0x2BB9L,0x2BB9L,2UL,0xDD42L,65529UL,0UL,2UL},{0x7A54L,0UL,65535UL,65526UL,0xDD42L,0UL,1UL,65527UL}},{{2UL,0UL,0x2786L,0x7A54L,2UL,65529UL,1UL,0xD184L},{1UL,0x2BB9L,65535UL,0x7A54L,0xEE9FL,0x1E56L,0UL,65527UL},{1UL,0UL,0x2BB9L,65526UL,2UL,0x1E56L,0x1E56L,2UL},{2UL,0x2BB9L,0x2BB9L,2UL,0xDD42L,65529UL,0UL,2UL}}};
static int16_t g_81 = (-9L);
static int32_t g_89 = 0x04077E1FL;
static uint16_t g_130 = 65534UL;
static uint32_t g_132[7][4] = {{0xBFFB8732L,4294967295UL,4294967295UL,0xBFFB8732L},{4294967295UL,0xBFFB8732L,4294967295UL,4294967295UL},{0xBFFB8732L,0xBFFB8732L,0xBCCE8995L,0xBFFB8732L},{0xBFFB8732L,4294967295UL,4294967295UL,0xBFFB8732L},{4294967295UL,0xBFFB8732L,4294967295UL,4294967295UL},{0xBFFB8732L,0xBFFB8732L,0xBCCE8995L,0xBFFB8732L},{0xBFFB8732L,4294967295UL,4294967295UL,0xBFFB8732L}};
static uint8_t g_133 = 0x4AL;
static int64_t g_143 = 0x475CC96602D585D5LL;
static int8_t g_154 = 0x4BL;
static int64_t **g_160 = (void*)0;
static int64_t **g_161 = (void*)0;
static int64_t **g_162 = (void*)0;
static uint16_t g_177[1][9][4] = {{{65535UL,65528UL,9UL,8UL},{1UL,0UL,0x3995L,0UL},{0UL,9UL,65535UL,0UL},{65535UL,0UL,8UL,8UL},{65528UL,65528UL,0x3995L,9UL},{65535UL,0x3995L,4UL,65535UL},{0UL,9UL,0UL,4UL},{8UL,9UL,65528UL,65535UL},{9UL,0x3995L,0x3995L,9UL}}};
static const volatile int32_t g_178 = 0x9FF22B61L;/* VOLATILE GLOBAL g_178 */
static volatile int64_t g_249 = 0L;/* VOLATILE GLOBAL g_249 */
static int16_t * volatile *g_263 = (void*)0;
static uint32_t *** volatile g_312 = (void*)0;/* VOLATILE GLOBAL g_312 */
static uint32_t *** volatile g_313 = (void*)0;/* VOLATILE GLOBAL g_313 */
static volatile uint32_t * const  volatile * const  volatile g_317 = (void*)0;/* VOLATILE GLOBAL g_317 */
static volatile uint8_t g_330 = 1UL;/* VOLATILE GLOBAL g_330 */
static int32_t ** volatile g_421 = &g_43[1];/* VOLATILE GLOBAL g_421 */
static int32_t ** volatile g_444 = &g_43[1];/* VOLATILE GLOBAL g_444 */
static int32_t **g_504 = &g_43[1];
static uint32_t *g_517 = &g_132[2][3];
static uint32_t **g_516 = &g_517;
static uint32_t ***g_523[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint32_t **** volatile g_522 = &g_523[5];/* VOLATILE GLOBAL g_522 */
static int64_t ***g_689 = (void*)0;
static const volatile int32_t g_758 = 0L;/* VOLATILE GLOBAL g_758 */
static uint32_t g_811 = 0UL;
static uint32_t g_859[8] = {0xA30BEE8FL,0xA30BEE8FL,0xA30BEE8FL,0xA30BEE8FL,0xA30BEE8FL,0xA30BEE8FL,0xA30BEE8FL,0xA30BEE8FL};
static int64_t g_860 = 0L;
static int32_t g_901 = 0xFFE931F3L;
static int32_t * volatile g_902[9][3][9] = {{{(void*)0,&g_41,&g_41,&g_41,&g_41,&g_41,(void*)0,(void*)0,&g_41},{(void*)0,&g_41,&g_41,&g_41,(void*)0,&g_41,&g_41,(void*)0,(void*)0},{&g_41,&g_41,&g_41,(void*)0,(void*)0,&g_41,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,&g_41,&g_41,&g_41,&g_41,&g_41,&g_41,&g_41},{(void*)0,(void*)0,(void*)0,&g_41,&g_41,&g_41,&g_41,&g_41,(void*)0},{&g_41,(void*)0,&g_41,(void*)0,&g_41,(void*)0,&g_41,(void*)0,(void*)0}},{{(void*)0,&g_41,(void*)0,(void*)0,&g_41,&g_41,(void*)0,&g_41,(void*)0},{(void*)0,&g_41,&g_41,&g_41,&g_41,(void*)0,&g_41,&g_41,&g_41},{&g_41,(void*)0,&g_41,(void*)0,&g_41,&g_41,(void*)0,&g_41,&g_41}},{{&g_41,&g_41,&g_41,(void*)0,&g_41,(void*)0,&g_41,(void*)0,&g_41},{&g_41,&g_41,&g_41,(void*)0,&g_41,&g_41,(void*)0,&g_41,&g_41},{&g_41,&g_41,(void*)0,&g_41,(void*)0,&g_41,&g_41,(void*)0,&g_41}},{{(void*)0,&g_41,(void*)0,&g_41,(void*)0,&g_41,&g_41,(void*)0,&g_41},{&g_41,&g_41,&g_41,&g_41,&g_41,(void*)0,&g_41,&g_41,(void*)0},{(void*)0,&g_41,&g_41,&g_41,(void*)0,&g_41,(void*)0,&g_41,(void*)0}},{{&g_41,&g_41,(void*)0,&g_41,&g_41,(void*)0,&g_41,&g_41,(void*)0},{(void*)0,(void*)0,(void*)0,&g_41,&g_41,&g_41,(void*)0,&g_41,&g_41},{(void*)0,&g_41,&g_41,(void*)0,&g_41,&g_41,&g_41,&g_41,(void*)0}},{{(void*)0,&g_41,&g_41,(void*)0,(void*)0,&g_41,&g_41,(void*)0,&g_41},{&g_41,(void*)0,&g_41,(void*)0,(void*)0,(void*)0,&g_41,&g_41,&g_41},{(void*)0,(void*)0,&g_41,&g_41,&g_41,&g_41,&g_41,&g_41,&g_41}},{{(void*)0,&g_41,&g_41,(void*)0,(void*)0,&g_41,(void*)0,&g_41,(void*)0},{(void*)0,&g_41,&g_41,&g_41,&g_41,&g_41,(void*)0,(void*)0,&g_41},{&g_41,(void*)0,&g_41,&g_41,(void*)0,&g_41,&g_41,&g_41,&g_41}},{{&g_41,&g_41,&g_41,&g_41,&g_41,&g_41,&g_41,&g_41,(void*)0},{&g_41,&g_41,(void*)0,(void*)0,(void*)0,&g_41,(void*)0,&g_41,(void*)0},{(void*)0,&g_41,(void*)0,&g_41,(void*)0,&g_41,(void*)0,(void*)0,(void*)0}}};
static int16_t *g_916 = &g_81;
static int16_t **g_915 = &g_916;
static int32_t *g_947[2][1][2] = {{{(void*)0,(void*)0}},{{(void*)0,(void*)0}}};
static int32_t ** volatile g_946 = &g_947[0][0][0];/* VOLATILE GLOBAL g_946 */
static const uint8_t g_972[3][2][8] = {{{0UL,4UL,0x29L,4UL,0UL,4UL,0x29L,4UL},{0UL,4UL,0x29L,4UL,0UL,4UL,0x29L,4UL}},{{0UL,4UL,0x29L,4UL,0UL,4UL,0x29L,4UL},{0UL,4UL,0x29L,4UL,0UL,4UL,0x29L,4UL}},{{0UL,4UL,0x29L,4UL,0UL,4UL,0x29L,4UL},{0UL,4UL,0x29L,4UL,0UL,4UL,0x29L,4UL}}};
static const uint8_t *g_971 = &g_972[0][1][4];
static const int32_t *g_1024 = &g_89;
static int8_t *g_1073[5][10] = {{(void*)0,&g_154,&g_154,(void*)0,&g_3,&g_3,(void*)0,&g_3,&g_3,(void*)0},{&g_3,(void*)0,&g_3,&g_3,(void*)0,&g_154,&g_154,(void*)0,&g_3,&g_3},{&g_154,&g_154,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_154},{(void*)0,&g_154,&g_3,(void*)0,&g_3,&g_3,(void*)0,&g_3,&g_154,(void*)0},{&g_3,&g_154,&g_154,&g_3,&g_154,&g_3,&g_154,&g_154,&g_3,&g_3}};
static volatile uint32_t g_1076[10][10] = {{0x3D4933A2L,0xAF31D874L,4294967295UL,0xBED3A73BL,0x959A24EEL,0xE933BFE6L,0x959A24EEL,0xAF31D874L,0x57997564L,4294967295UL},{0x360E1E65L,4294967295UL,0x3461AAB4L,4UL,1UL,7UL,4294967295UL,4294967294UL,0x57997564L,1UL},{0xE933BFE6L,0xA2D4BE38L,4UL,0xAF31D874L,0xF2BD000FL,7UL,1UL,0x8D92F3A5L,0xAF31D874L,1UL},{0x360E1E65L,0x959A24EEL,4UL,0x8D92F3A5L,0xBB643A7CL,0xE933BFE6L,1UL,4294967294UL,4294967294UL,1UL},{3UL,0xF2BD000FL,0x3461AAB4L,0x3461AAB4L,0xF2BD000FL,3UL,1UL,0xAF31D874L,0x8D92F3A5L,1UL},{4294967295UL,0x959A24EEL,0x57997564L,0x3461AAB4L,1UL,4294967295UL,1UL,0x57997564L,4294967294UL,4294967295UL},{4294967295UL,0xA2D4BE38L,4294967294UL,0x8D92F3A5L,0x959A24EEL,3UL,4294967295UL,0x57997564L,0xAF31D874L,0x959A24EEL},{3UL,4294967295UL,0x57997564L,0xAF31D874L,0x959A24EEL,0xE933BFE6L,0x959A24EEL,0xAF31D874L,0x57997564L,4294967295UL},{0x360E1E65L,4294967295UL,0x3461AAB4L,4UL,1UL,7UL,4294967295UL,4294967294UL,0x57997564L,1UL},{0xE933BFE6L,0xA2D4BE38L,4UL,0xAF31D874L,0xF2BD000FL,7UL,1UL,0x8D92F3A5L,0xAF31D874L,1UL}};
static uint32_t g_1113[2][1] = {{0xEF1B0DA1L},{0xEF1B0DA1L}};
static uint32_t * const g_1112 = &g_1113[1][0];
static uint32_t * const *g_1111 = &g_1112;
static uint32_t g_1115 = 4294967295UL;
static uint32_t *g_1292[4] = {&g_811,&g_811,&g_811,&g_811};
static uint32_t **g_1291 = &g_1292[1];
static uint32_t ***g_1290[7] = {&g_1291,&g_1291,&g_1291,&g_1291,&g_1291,&g_1291,&g_1291};
static uint32_t ****g_1289 = &g_1290[4];
static volatile int32_t g_1295 = 0xB6B13AA0L;/* VOLATILE GLOBAL g_1295 */
static int32_t * volatile g_1314 = &g_41;/* VOLATILE GLOBAL g_1314 */
static const int32_t *g_1325[10] = {&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89};
static uint16_t g_1327 = 0x1882L;
static uint8_t *g_1401[7][3] = {{&g_133,(void*)0,(void*)0},{(void*)0,&g_133,&g_133},{(void*)0,&g_133,&g_30},{&g_133,(void*)0,&g_133},{(void*)0,(void*)0,&g_133},{(void*)0,&g_133,&g_30},{&g_133,(void*)0,&g_133}};
static uint8_t * volatile *g_1400[5] = {&g_1401[2][0],&g_1401[2][0],&g_1401[2][0],&g_1401[2][0],&g_1401[2][0]};
static uint8_t * volatile * volatile *g_1399 = &g_1400[1];


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static uint8_t  func_6(int64_t  p_7, int32_t  p_8, uint16_t  p_9, uint8_t  p_10);
static int16_t  func_16(int32_t  p_17);
static const int16_t  func_18(int32_t  p_19);
static uint64_t  func_20(uint32_t  p_21);
static uint32_t  func_22(uint32_t  p_23, int16_t  p_24, uint32_t  p_25, const int16_t  p_26);
static int32_t  func_33(uint8_t * p_34, uint16_t  p_35, uint64_t  p_36, uint8_t * p_37);
static uint8_t * func_38(int32_t  p_39);
static int8_t  func_45(const int64_t  p_46, uint8_t * p_47);
static uint16_t  func_54(int32_t  p_55);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_30 g_41 g_64 g_79 g_89 g_130 g_132 g_143 g_177 g_62 g_915 g_859 g_154 g_444 g_946 g_330 g_504 g_860 g_916 g_81 g_972 g_178 g_971 g_758 g_517 g_1076 g_901 g_1115 g_516 g_1024 g_1289 g_1295 g_522 g_523 g_1314 g_1327 g_1399
 * writes: g_30 g_62 g_64 g_41 g_79 g_81 g_130 g_132 g_133 g_143 g_154 g_160 g_161 g_162 g_177 g_89 g_901 g_915 g_811 g_43 g_947 g_971 g_689 g_1024 g_860 g_1073 g_1111 g_1115 g_1289 g_1325 g_1327 g_517
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_2 = 1UL;
    int32_t l_1340[2];
    uint32_t *l_1353 = &g_132[1][1];
    int16_t ***l_1361 = &g_915;
    int32_t l_1366[9][6][2] = {{{0xE927A928L,0xE927A928L},{0xD1FC9A41L,0xAB63CF59L},{0xFBD8EFB8L,0xAB63CF59L},{0xD1FC9A41L,0xE927A928L},{0xE927A928L,0xD1FC9A41L},{0xAB63CF59L,0xFBD8EFB8L}},{{0xAB63CF59L,0xD1FC9A41L},{0xE927A928L,0xE927A928L},{0xD1FC9A41L,0xAB63CF59L},{0xFBD8EFB8L,0xAB63CF59L},{0xD1FC9A41L,0xE927A928L},{0xE927A928L,0xD1FC9A41L}},{{0xAB63CF59L,0xFBD8EFB8L},{0xAB63CF59L,0xD1FC9A41L},{0xE927A928L,0xE927A928L},{0xD1FC9A41L,0xAB63CF59L},{0xFBD8EFB8L,0xAB63CF59L},{0xD1FC9A41L,0xE927A928L}},{{0xE927A928L,0xD1FC9A41L},{0xAB63CF59L,0xFBD8EFB8L},{0xAB63CF59L,0xD1FC9A41L},{0xE927A928L,0xE927A928L},{0xD1FC9A41L,0xAB63CF59L},{1L,0xD1FC9A41L}},{{0xFBD8EFB8L,0xFB023F89L},{0xFB023F89L,0xFBD8EFB8L},{0xD1FC9A41L,1L},{0xD1FC9A41L,0xFBD8EFB8L},{0xFB023F89L,0xFB023F89L},{0xFBD8EFB8L,0xD1FC9A41L}},{{1L,0xD1FC9A41L},{0xFBD8EFB8L,0xFB023F89L},{0xFB023F89L,0xFBD8EFB8L},{0xD1FC9A41L,1L},{0xD1FC9A41L,0xFBD8EFB8L},{0xFB023F89L,0xFB023F89L}},{{0xFBD8EFB8L,0xD1FC9A41L},{1L,0xD1FC9A41L},{0xFBD8EFB8L,0xFB023F89L},{0xFB023F89L,0xFBD8EFB8L},{0xD1FC9A41L,1L},{0xD1FC9A41L,0xFBD8EFB8L}},{{0xFB023F89L,0xFB023F89L},{0xFBD8EFB8L,0xD1FC9A41L},{1L,0xD1FC9A41L},{0xFBD8EFB8L,0xFB023F89L},{0xFB023F89L,0xFBD8EFB8L},{0xD1FC9A41L,1L}},{{0xD1FC9A41L,0xFBD8EFB8L},{0xFB023F89L,0xFB023F89L},{0xFBD8EFB8L,0xD1FC9A41L},{1L,0xD1FC9A41L},{0xFBD8EFB8L,0xFB023F89L},{0xFB023F89L,0xFBD8EFB8L}}};
    int8_t l_1367 = (-5L);
    uint32_t l_1370 = 0x17D645CBL;
    uint16_t *l_1385 = &g_177[0][0][0];
    uint64_t l_1390 = 0x077E4FAED1F7A128LL;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_1340[i] = 0x3FBE0C9DL;
    if ((l_2 > g_3))
    { /* block id: 1 */
        int64_t l_11 = (-1L);
        uint16_t *l_1326[7] = {&g_1327,(void*)0,&g_1327,&g_1327,(void*)0,&g_1327,&g_1327};
        int32_t l_1328 = 0x2CB9970FL;
        uint64_t l_1338 = 0x8C31536A4698183CLL;
        int32_t *l_1339[10][7][3] = {{{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{(void*)0,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0},{(void*)0,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0}},{{(void*)0,(void*)0,&l_1328},{&l_1328,&l_1328,(void*)0},{(void*)0,(void*)0,&l_1328},{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1328}},{{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0},{&l_1328,(void*)0,&l_1328},{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{(void*)0,&l_1328,(void*)0}},{{&l_1328,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0},{(void*)0,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0},{(void*)0,(void*)0,&l_1328},{&l_1328,&l_1328,(void*)0},{(void*)0,(void*)0,&l_1328}},{{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1328},{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0}},{{&l_1328,(void*)0,&l_1328},{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{(void*)0,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,(void*)0,&l_1328},{&l_1328,&l_1328,(void*)0}},{{&l_1328,(void*)0,&l_1328},{&l_1328,(void*)0,(void*)0},{(void*)0,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{(void*)0,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328}},{{(void*)0,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0},{(void*)0,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0}},{{&l_1328,&l_1328,&l_1328},{&l_1328,(void*)0,(void*)0},{&l_1328,(void*)0,&l_1328},{&l_1328,&l_1328,(void*)0},{&l_1328,(void*)0,&l_1328},{&l_1328,(void*)0,(void*)0},{(void*)0,&l_1328,&l_1328}},{{&l_1328,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{(void*)0,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{(void*)0,&l_1328,(void*)0},{&l_1328,&l_1328,&l_1328},{&l_1328,&l_1328,(void*)0}}};
        uint64_t *l_1344 = (void*)0;
        uint64_t **l_1343 = &l_1344;
        int64_t l_1364 = 0x1E88F57F33772BDFLL;
        uint32_t l_1365 = 0x9ED27347L;
        uint8_t *l_1368 = &g_133;
        uint32_t l_1369 = 4294967295UL;
        uint8_t l_1391 = 0x32L;
        int i, j, k;
        l_1340[1] |= (safe_mul_func_uint8_t_u_u(func_6(l_11, g_3, g_3, (safe_mod_func_int64_t_s_s((safe_rshift_func_int16_t_s_u(func_16((18446744073709551614UL <= l_2)), (++g_1327))), g_972[0][1][4]))), (safe_lshift_func_int16_t_s_u(((safe_div_func_uint8_t_u_u(((-1L) && l_11), l_1338)) <= 65535UL), 15))));
        l_1370 &= (((*l_1368) = (((safe_lshift_func_uint16_t_u_s((((*l_1343) = &g_64) == (void*)0), (((l_1366[6][0][1] = (safe_add_func_int8_t_s_s(((((safe_mod_func_int8_t_s_s(((safe_mul_func_int16_t_s_s((safe_sub_func_int64_t_s_s(l_1340[1], (((*g_516) = l_1353) != (((safe_add_func_int32_t_s_s(l_2, (safe_rshift_func_int8_t_s_s(l_1340[1], 3)))) >= ((!(safe_add_func_int8_t_s_s(((l_1361 != &g_263) , (safe_rshift_func_uint16_t_u_s(g_1076[5][7], l_1340[1]))), l_1340[1]))) == 5L)) , (void*)0)))), l_1364)) != 0x11L), 255UL)) && 1L) | l_2) <= l_1365), (*g_971)))) < l_2) ^ g_89))) | l_1367) >= l_1367)) , l_1369);
        l_1391 = (safe_div_func_uint8_t_u_u((l_1340[1] | (safe_mod_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u((l_1366[7][5][0] != l_2), 1)), 8)) >= (safe_mod_func_int32_t_s_s(((safe_rshift_func_uint8_t_u_s(0x6FL, 2)) == (safe_add_func_int32_t_s_s(((l_1340[0] , l_1366[6][0][1]) | (((l_1385 == &g_79[4][2][0]) ^ (safe_add_func_int32_t_s_s((safe_div_func_uint32_t_u_u(4294967292UL, l_1390)), (*g_517)))) <= 0UL)), l_1340[0]))), l_1366[6][0][1]))), 255UL))), 0xBCL));
    }
    else
    { /* block id: 583 */
        uint32_t l_1396 = 3UL;
        l_1340[1] = (safe_div_func_uint64_t_u_u((((safe_mul_func_uint8_t_u_u((((4L || l_1396) != 1L) == (*g_517)), (g_79[3][3][3] > (*g_916)))) , (0x47L <= ((((*g_517) = (g_1399 == (void*)0)) <= l_1396) != 0x3FF1L))) , l_2), l_1396));
    }
    return l_1366[6][0][1];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint8_t  func_6(int64_t  p_7, int32_t  p_8, uint16_t  p_9, uint8_t  p_10)
{ /* block id: 569 */
    uint8_t l_1333 = 251UL;
    for (p_10 = (-13); (p_10 != 43); p_10 = safe_add_func_uint8_t_u_u(p_10, 8))
    { /* block id: 572 */
        return p_8;
    }
    return l_1333;
}


/* ------------------------------------------ */
/* 
 * reads : g_30 g_41 g_64 g_3 g_79 g_89 g_130 g_132 g_143 g_177 g_62 g_915 g_859 g_154 g_444 g_946 g_330 g_504 g_860 g_916 g_81 g_972 g_178 g_971 g_758 g_517 g_1076 g_901 g_1115 g_516 g_1024 g_1289 g_1295 g_522 g_523 g_1314
 * writes: g_30 g_62 g_64 g_41 g_79 g_81 g_130 g_132 g_133 g_143 g_154 g_160 g_161 g_162 g_177 g_89 g_901 g_915 g_811 g_43 g_947 g_971 g_689 g_1024 g_860 g_1073 g_1111 g_1115 g_1289 g_1325
 */
static int16_t  func_16(int32_t  p_17)
{ /* block id: 2 */
    int8_t l_27[1][8][8] = {{{0x13L,0xF6L,0x09L,0x09L,0xF6L,0x13L,0xEEL,0x13L},{0xF6L,0x13L,0xEEL,0x13L,0xF6L,0x09L,0x09L,0xF6L},{0x13L,1L,1L,0x13L,(-7L),0xF6L,(-7L),0x13L},{1L,(-7L),1L,0x09L,0xEEL,0xEEL,0x09L,1L},{(-7L),(-7L),0xEEL,0xF6L,0x74L,0xF6L,0xEEL,(-7L)},{(-7L),1L,0x09L,0xEEL,0xEEL,0x09L,1L,(-7L)},{1L,0x13L,(-7L),0xF6L,(-7L),0x13L,1L,1L},{0x13L,0xF6L,0x09L,0x09L,0xF6L,0x13L,0xEEL,0x13L}}};
    uint8_t *l_28 = (void*)0;
    uint8_t *l_29 = &g_30;
    int32_t *l_58 = (void*)0;
    uint64_t *l_63 = &g_64;
    int8_t l_91 = 0L;
    int64_t l_1021 = (-1L);
    uint32_t l_1044 = 0x1DF482A2L;
    int32_t l_1081 = 0x10B97B1AL;
    uint8_t l_1141 = 0x9FL;
    int32_t l_1163 = 5L;
    int16_t ***l_1168 = &g_915;
    int16_t l_1193 = (-1L);
    int64_t *l_1299 = &g_860;
    int64_t **l_1298 = &l_1299;
    int64_t l_1313 = 1L;
    int64_t *l_1319 = &l_1021;
    uint32_t l_1320 = 1UL;
    const int32_t **l_1324[4];
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_1324[i] = &g_1024;
    if ((func_18((func_20(func_22(((((*l_29) |= l_27[0][5][7]) , (safe_sub_func_int16_t_s_s((((func_33(func_38(l_27[0][5][6]), (func_45((safe_div_func_uint64_t_u_u(((*l_63) ^= (g_62 = (safe_sub_func_int64_t_s_s(p_17, (safe_rshift_func_int16_t_s_u(l_27[0][5][7], (func_54((safe_mul_func_uint8_t_u_u((0x796AL && (l_58 == l_58)), (((g_41 | 0x63CFEBDAB6AC39B3LL) , l_27[0][5][7]) , (-1L))))) && g_30))))))), g_30)), &g_30) != g_41), l_27[0][5][7], l_29) , 0xE2C01BB2L) , 0x4651924CL) | (-9L)), 0xC626L))) ^ p_17), l_91, p_17, p_17)) & p_17)) , l_1021))
    { /* block id: 418 */
        const int32_t *l_1022 = &g_41;
        const int32_t **l_1023[6][3];
        int i, j;
        for (i = 0; i < 6; i++)
        {
            for (j = 0; j < 3; j++)
                l_1023[i][j] = (void*)0;
        }
        g_1024 = l_1022;
    }
    else
    { /* block id: 420 */
        int8_t *l_1027 = &l_91;
        uint16_t *l_1034 = &g_177[0][0][0];
        int16_t **l_1037 = &g_916;
        int64_t * const l_1049 = &g_143;
        int64_t *l_1050 = &l_1021;
        int64_t *l_1051 = &g_860;
        int32_t l_1052 = (-4L);
        int32_t l_1053 = 0x2CDE64B1L;
        uint32_t ***l_1077 = &g_516;
        uint32_t *l_1079 = &g_811;
        uint32_t ** const l_1078 = &l_1079;
        int32_t l_1143 = 7L;
        uint16_t l_1144 = 0xC5B5L;
        int8_t **l_1151 = &g_1073[2][6];
        uint32_t l_1201 = 18446744073709551606UL;
        uint32_t * const **l_1206 = &g_1111;
        int64_t l_1296 = 9L;
        uint8_t **l_1322 = &l_28;
        uint8_t ***l_1321[4] = {&l_1322,&l_1322,&l_1322,&l_1322};
        int i;
        if ((l_1053 ^= (safe_sub_func_int16_t_s_s((((void*)0 != l_1027) != ((((((*l_1051) = ((*l_1050) = (safe_div_func_uint64_t_u_u((safe_div_func_uint32_t_u_u((((*l_1049) |= (((((safe_sub_func_int64_t_s_s((((*l_1034)--) & ((*g_916) = (l_1037 != l_1037))), ((safe_sub_func_int32_t_s_s(0x9434E827L, ((safe_mul_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_s(l_1044, l_27[0][3][2])) < (safe_lshift_func_uint8_t_u_u(1UL, (safe_mod_func_uint8_t_u_u(p_17, p_17))))), p_17)) | 0xE2L))) <= 0x920AE337L))) , &l_1021) != l_1049) || p_17) != 253UL)) || 8L), 4294967295UL)), p_17)))) > l_1052) <= p_17) != p_17) == l_1052)), 0x7966L))))
        { /* block id: 427 */
            uint32_t l_1064 = 5UL;
            int32_t l_1065 = 0x143B8D4FL;
            uint64_t *l_1071 = (void*)0;
            int8_t **l_1072[2][4] = {{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1027,(void*)0}};
            uint8_t **l_1080 = &l_29;
            uint32_t **l_1110 = (void*)0;
            int32_t l_1142 = 1L;
            int i, j;
            l_1053 = (safe_lshift_func_int16_t_s_s((safe_lshift_func_int16_t_s_s(((**l_1037) = (((p_17 != 0xB396C38C351126CDLL) , (safe_div_func_int8_t_s_s(((safe_lshift_func_int8_t_s_s((safe_sub_func_int32_t_s_s((l_1065 = l_1064), (!(((((safe_unary_minus_func_uint16_t_u(((*l_1034) = p_17))) >= (g_132[6][1] , (((safe_div_func_uint32_t_u_u(1UL, ((*g_517) &= p_17))) && p_17) != (((safe_unary_minus_func_uint32_t_u((l_1071 == &g_62))) | g_3) < p_17)))) | p_17) , p_17) != 4294967294UL)))), p_17)) , p_17), 0x0EL))) , (*g_916))), p_17)), l_1053));
lbl_1123:
            l_1081 = (((*l_1080) = func_38(((l_1065 >= ((((((g_1073[1][5] = &l_27[0][5][7]) == l_1027) & (l_1065 > (safe_lshift_func_int16_t_s_s(g_1076[3][6], ((**g_915) = p_17))))) , l_1077) != (void*)0) || (l_1078 != &l_1079))) , g_143))) == l_28);
            for (g_143 = 0; (g_143 >= 0); g_143 -= 1)
            { /* block id: 439 */
                uint32_t l_1082 = 0UL;
                int8_t l_1119 = 0x14L;
                for (g_81 = 0; (g_81 >= 0); g_81 -= 1)
                { /* block id: 442 */
                    int64_t l_1083 = 0x564DA0FC46A88DD8LL;
                    uint8_t **l_1096 = &l_29;
                    int32_t l_1097 = 0x40D440A9L;
                    int32_t *l_1098 = &g_89;
                    if ((l_1082 < (l_1083 >= ((safe_sub_func_int32_t_s_s((((((safe_rshift_func_int16_t_s_s((g_901 , (l_1097 = (safe_lshift_func_uint16_t_u_s(((safe_div_func_uint8_t_u_u((safe_div_func_int64_t_s_s(((safe_add_func_int64_t_s_s((((((0x7E4D8E69L && l_1082) < (&g_971 != l_1096)) && ((g_178 & (*g_916)) != p_17)) , p_17) >= p_17), 18446744073709551614UL)) & p_17), l_1053)), (*g_971))) , g_30), 6)))), p_17)) < p_17) <= p_17) & 6L) ^ g_154), p_17)) < l_1083))))
                    { /* block id: 444 */
                        uint8_t *l_1105 = (void*)0;
                        uint8_t *l_1106 = &g_133;
                        int16_t *l_1114[10] = {&g_81,&g_81,&g_81,&g_81,&g_81,&g_81,&g_81,&g_81,&g_81,&g_81};
                        int32_t *l_1116 = &l_1081;
                        int i;
                        if (l_1064)
                            break;
                        l_1098 = (g_43[(g_81 + 1)] = &l_1097);
                        (*l_1116) ^= (l_1052 , ((g_1115 |= (safe_add_func_uint16_t_u_u(g_30, (p_17 , (safe_sub_func_int64_t_s_s((safe_mul_func_uint8_t_u_u((*l_1098), ((*l_1106) = 0x57L))), (safe_add_func_uint64_t_u_u(((*l_63) = l_1065), (+(l_1110 != (g_1111 = &l_1079))))))))))) < g_79[2][2][3]));
                        (*l_1116) = (l_1053 || (((safe_sub_func_int16_t_s_s((l_1119 = 0L), ((safe_sub_func_uint8_t_u_u((*g_971), (l_1065 &= 0x99L))) == p_17))) & 0xDFL) & (safe_unary_minus_func_uint32_t_u(0x6A2CA31FL))));
                    }
                    else
                    { /* block id: 456 */
                        if (g_860)
                            goto lbl_1123;
                        (*g_504) = &l_1097;
                    }
                    for (l_91 = 0; (l_91 <= 0); l_91 += 1)
                    { /* block id: 462 */
                        int i, j, k;
                        (*l_1098) |= g_177[l_91][(g_143 + 1)][(l_91 + 3)];
                    }
                }
            }
            if ((safe_lshift_func_int8_t_s_u((((*l_63) = p_17) > p_17), ((safe_mul_func_int16_t_s_s((safe_div_func_int8_t_s_s((((((((*l_1027) = 0L) , ((safe_rshift_func_uint8_t_u_s(((l_1052 = (l_1065 ^ (((!p_17) , ((safe_mod_func_uint8_t_u_u(255UL, ((*l_1027) = l_1052))) > (((((((((safe_mul_func_int16_t_s_s((((l_1142 = ((l_1053 = ((((p_17 > (safe_mod_func_int8_t_s_s((safe_lshift_func_int8_t_s_u((l_1141 = 1L), (*g_971))), l_1081))) , p_17) <= (*g_916)) != l_1064)) > p_17)) ^ l_1052) == (*g_517)), 0L)) != g_972[0][0][0]) <= 0x78L) < l_1064) > 0xAA0F4604L) | p_17) , 0xA6E7L) == g_81) >= (*g_971)))) , l_1064))) && p_17), 4)) <= 0x44B26129C654AFE2LL)) | l_1143) > l_1064) || l_1144) , p_17), l_1144)), (**g_915))) <= (*g_916)))))
            { /* block id: 474 */
                uint32_t **** volatile *l_1149 = (void*)0;
                for (g_64 = 5; (g_64 != 9); g_64++)
                { /* block id: 477 */
                    for (l_1064 = 20; (l_1064 < 4); l_1064--)
                    { /* block id: 480 */
                        return p_17;
                    }
                }
                l_1149 = &g_522;
            }
            else
            { /* block id: 485 */
                int8_t ***l_1150[6][3][3] = {{{(void*)0,(void*)0,&l_1072[1][1]},{&l_1072[1][1],&l_1072[1][1],&l_1072[1][1]},{(void*)0,&l_1072[1][2],&l_1072[1][1]}},{{&l_1072[1][1],&l_1072[1][1],&l_1072[1][0]},{(void*)0,&l_1072[1][1],(void*)0},{&l_1072[1][0],(void*)0,&l_1072[1][1]}},{{&l_1072[0][0],&l_1072[0][0],(void*)0},{&l_1072[1][1],&l_1072[1][1],&l_1072[0][0]},{(void*)0,&l_1072[1][1],&l_1072[1][3]}},{{&l_1072[1][1],&l_1072[1][1],&l_1072[1][1]},{&l_1072[1][3],(void*)0,&l_1072[1][3]},{&l_1072[1][2],&l_1072[1][2],&l_1072[0][0]}},{{&l_1072[0][1],&l_1072[1][2],(void*)0},{&l_1072[1][1],&l_1072[1][1],&l_1072[1][1]},{&l_1072[1][1],&l_1072[1][1],&l_1072[1][1]}},{{&l_1072[1][1],(void*)0,&l_1072[1][1]},{&l_1072[0][1],(void*)0,&l_1072[0][0]},{&l_1072[1][2],&l_1072[1][1],&l_1072[1][1]}}};
                int i, j, k;
                l_1151 = &l_1027;
            }
        }
        else
        { /* block id: 488 */
            const uint32_t l_1169[3] = {0xB08456C0L,0xB08456C0L,0xB08456C0L};
            int32_t *l_1170 = (void*)0;
            int32_t *l_1171 = &g_89;
            const int32_t l_1192[3] = {0x04D6BFCCL,0x04D6BFCCL,0x04D6BFCCL};
            int32_t l_1199 = 0L;
            int32_t l_1200 = 0x63386AB6L;
            uint32_t l_1268 = 1UL;
            int64_t **l_1275 = (void*)0;
            uint32_t ****l_1294[10][10] = {{&g_1290[5],&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[5],&g_1290[5]},{&g_1290[4],(void*)0,&g_1290[4],&g_1290[5],&g_1290[5],&g_1290[4],(void*)0,&g_1290[4],&g_1290[4],&g_1290[4]},{&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[5],&g_1290[5],&g_1290[5]},{&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[4],&g_1290[5]},{(void*)0,&g_1290[4],&g_1290[4],&g_1290[4],(void*)0,&g_1290[4],&g_1290[5],&g_1290[5],&g_1290[4],(void*)0},{(void*)0,&g_1290[4],&g_1290[4],(void*)0,&g_1290[4],&g_1290[5],(void*)0,&g_1290[5],&g_1290[4],(void*)0},{&g_1290[5],(void*)0,&g_1290[5],&g_1290[4],(void*)0,&g_1290[4],&g_1290[4],(void*)0,&g_1290[4],&g_1290[5]},{&g_1290[5],&g_1290[5],&g_1290[4],(void*)0,&g_1290[4],&g_1290[4],&g_1290[4],(void*)0,&g_1290[4],&g_1290[5]},{&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[4],&g_1290[4]},{&g_1290[5],&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[4],&g_1290[4],&g_1290[5],&g_1290[5],&g_1290[5]}};
            int i, j;
            if ((!((*l_1171) = (+((&l_91 == ((p_17 >= (((((safe_sub_func_uint8_t_u_u((++(*l_29)), (safe_rshift_func_int16_t_s_s(((safe_add_func_uint8_t_u_u((safe_unary_minus_func_uint16_t_u((l_1163 == (g_64 , (((((safe_mul_func_int16_t_s_s(((void*)0 != &l_1053), (safe_rshift_func_int16_t_s_u((&p_17 == &p_17), (((((-1L) >= p_17) > (*g_517)) , 18446744073709551608UL) == 18446744073709551613UL))))) | p_17) , l_1168) != &g_263) <= (-8L)))))), l_1144)) == l_1053), 2)))) < l_1143) <= l_1169[1]) <= 0xB463AEAAL) > p_17)) , &l_27[0][4][6])) , (*g_916))))))
            { /* block id: 491 */
                int8_t l_1190 = 0xA0L;
                const uint8_t **l_1191 = (void*)0;
                (*g_504) = &l_1081;
                (*l_1171) = p_17;
lbl_1197:
                for (g_130 = 0; (g_130 <= 0); g_130 += 1)
                { /* block id: 496 */
                    return p_17;
                }
                for (g_860 = 0; (g_860 >= 0); g_860 -= 1)
                { /* block id: 501 */
                    uint64_t l_1194 = 0x64CE4CC8A50604F1LL;
                    l_1194 ^= (l_1193 &= (((&g_971 == (void*)0) && ((*l_1171) = p_17)) && ((~(safe_div_func_int64_t_s_s(((safe_mul_func_int8_t_s_s(((((*l_1034) = (safe_add_func_uint32_t_u_u(((***l_1077) = ((safe_mod_func_int32_t_s_s((l_1144 | (safe_mul_func_uint8_t_u_u((((*l_1171) = ((+((*l_63)++)) , (safe_div_func_int32_t_s_s((((l_1190 >= ((void*)0 == &l_58)) , (void*)0) == l_1191), (**g_516))))) != p_17), 255UL))), (-5L))) > 0xC5L)), l_1052))) && p_17) , l_1190), 1L)) ^ p_17), l_1192[1]))) , 0L)));
                    if ((safe_add_func_int16_t_s_s((l_1194 != (*g_916)), p_17)))
                    { /* block id: 509 */
                        return (**g_915);
                    }
                    else
                    { /* block id: 511 */
                        if (l_1144)
                            goto lbl_1197;
                    }
                    for (g_81 = 0; (g_81 <= 0); g_81 += 1)
                    { /* block id: 516 */
                        int32_t *l_1198[9] = {&l_1081,&l_1081,&l_1081,&l_1081,&l_1081,&l_1081,&l_1081,&l_1081,&l_1081};
                        int i;
                        l_1201--;
                    }
                }
            }
            else
            { /* block id: 520 */
                uint32_t **l_1205 = &l_1079;
                uint32_t ***l_1204 = &l_1205;
                uint32_t * const ***l_1207 = &l_1206;
                int32_t l_1238 = 1L;
                int32_t * const *l_1263 = &g_947[0][0][1];
                int16_t ***l_1269 = &l_1037;
                int16_t ****l_1270 = &l_1168;
                uint32_t *****l_1293 = &g_1289;
                int8_t l_1297 = 2L;
                if (((*l_1171) = (l_1204 != ((*l_1207) = l_1206))))
                { /* block id: 523 */
lbl_1210:
                    (*l_1171) = l_1141;
                }
                else
                { /* block id: 525 */
                    int32_t **l_1247 = &l_1170;
                    (*g_504) = &l_1081;
                    for (l_1193 = 0; (l_1193 < 29); l_1193 = safe_add_func_uint64_t_u_u(l_1193, 1))
                    { /* block id: 529 */
                        int64_t l_1220 = 0L;
                        const uint32_t ****l_1234 = (void*)0;
                        const uint32_t *****l_1233 = &l_1234;
                        uint64_t l_1237[8][7][4] = {{{0x30343EF09DF4E48DLL,9UL,0x615B51391B570B46LL,0x27FB49B2FB6E6A54LL},{0x8EB19373F4FDBA89LL,0xFEB1454AFAEBE16DLL,0x829A44E9AF5A56AFLL,0x49E6A0C06D35C36DLL},{0x61758490D936A9CBLL,0x24E03750DD9DD54CLL,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,18446744073709551612UL,0x30343EF09DF4E48DLL,0x9FC9B5ED3F214722LL},{0x50E1D40E101F09A0LL,0UL,18446744073709551611UL,18446744073709551606UL},{0x4FBC6995D2B3E453LL,0UL,0x9E75C9A86942DC6FLL,0x7713F01D484375C4LL},{0x49E6A0C06D35C36DLL,0x790472EF61118F37LL,0x6DBB3C5EAE15222DLL,18446744073709551612UL}},{{0xDF33C06EC9A47587LL,18446744073709551615UL,0xFEB1454AFAEBE16DLL,18446744073709551611UL},{0x143B12D6A5CF832DLL,1UL,0x27FB49B2FB6E6A54LL,18446744073709551612UL},{18446744073709551612UL,0x615B51391B570B46LL,0UL,0xDF33C06EC9A47587LL},{0xE4EF30AD911F4DF2LL,1UL,0xDF33C06EC9A47587LL,1UL},{0xDBC878ED93EEFE43LL,0x143B12D6A5CF832DLL,0x50E1D40E101F09A0LL,0x7713F01D484375C4LL},{0x1998A54FC8B7AA19LL,0xDB64DB61D741026CLL,1UL,0xCAF7DA7037057DCDLL},{18446744073709551611UL,0x6DBB3C5EAE15222DLL,0xF7875DA966BC4AA0LL,1UL}},{{18446744073709551611UL,0x2279DB63785CD872LL,1UL,0x49E6A0C06D35C36DLL},{0x1998A54FC8B7AA19LL,1UL,0x50E1D40E101F09A0LL,0xF7875DA966BC4AA0LL},{0xDBC878ED93EEFE43LL,0x1998A54FC8B7AA19LL,0xDF33C06EC9A47587LL,0xFEB1454AFAEBE16DLL},{0xE4EF30AD911F4DF2LL,0x615B51391B570B46LL,0UL,1UL},{0x5C4FAC17D4977704LL,18446744073709551606UL,18446744073709551609UL,0x2B5E3B5A17F28797LL},{1UL,18446744073709551609UL,0xE4EF30AD911F4DF2LL,0x829A44E9AF5A56AFLL},{1UL,18446744073709551615UL,0x2B5E3B5A17F28797LL,0x27FB49B2FB6E6A54LL}},{{18446744073709551615UL,0xAAD5C30F084D4319LL,18446744073709551615UL,18446744073709551612UL},{0x30343EF09DF4E48DLL,1UL,0x77681E64A691A6B9LL,1UL},{0x9583CE01E4BA82ECLL,0x829A44E9AF5A56AFLL,0UL,0UL},{0x77681E64A691A6B9LL,0x77681E64A691A6B9LL,1UL,1UL},{0x143B12D6A5CF832DLL,18446744073709551611UL,3UL,0x4FBC6995D2B3E453LL},{0x27FB49B2FB6E6A54LL,0xCAF7DA7037057DCDLL,18446744073709551612UL,3UL},{0UL,0xCAF7DA7037057DCDLL,0x08CA06716E8DF60BLL,0x4FBC6995D2B3E453LL}},{{0xCAF7DA7037057DCDLL,18446744073709551611UL,1UL,1UL},{0xAAD5C30F084D4319LL,0x77681E64A691A6B9LL,0x5C4FAC17D4977704LL,0UL},{9UL,0x829A44E9AF5A56AFLL,18446744073709551611UL,1UL},{0x369D897008E95585LL,1UL,0x615B51391B570B46LL,18446744073709551612UL},{1UL,0xAAD5C30F084D4319LL,0x30343EF09DF4E48DLL,0x27FB49B2FB6E6A54LL},{0x9FC9B5ED3F214722LL,18446744073709551615UL,1UL,0x829A44E9AF5A56AFLL},{0xDB64DB61D741026CLL,18446744073709551609UL,0x8EB19373F4FDBA89LL,0x2B5E3B5A17F28797LL}},{{0xDF33C06EC9A47587LL,18446744073709551606UL,0x9E75C9A86942DC6FLL,1UL},{0xF7875DA966BC4AA0LL,0x615B51391B570B46LL,0xAAD5C30F084D4319LL,0xFEB1454AFAEBE16DLL},{0x61758490D936A9CBLL,0x1998A54FC8B7AA19LL,0x61758490D936A9CBLL,0xF7875DA966BC4AA0LL},{18446744073709551606UL,1UL,1UL,0x49E6A0C06D35C36DLL},{3UL,0x2279DB63785CD872LL,18446744073709551612UL,1UL},{0x08CA06716E8DF60BLL,0x6DBB3C5EAE15222DLL,18446744073709551612UL,0xCAF7DA7037057DCDLL},{3UL,0xDB64DB61D741026CLL,1UL,0x7713F01D484375C4LL}},{{18446744073709551606UL,0x143B12D6A5CF832DLL,0x61758490D936A9CBLL,1UL},{0x61758490D936A9CBLL,1UL,0xAAD5C30F084D4319LL,0xDF33C06EC9A47587LL},{0xF7875DA966BC4AA0LL,18446744073709551612UL,0x9E75C9A86942DC6FLL,0x5C4FAC17D4977704LL},{0xDF33C06EC9A47587LL,0x61758490D936A9CBLL,0x8EB19373F4FDBA89LL,0x77681E64A691A6B9LL},{0xDB64DB61D741026CLL,9UL,1UL,0x790472EF61118F37LL},{0x9FC9B5ED3F214722LL,3UL,0x30343EF09DF4E48DLL,1UL},{1UL,0x9E75C9A86942DC6FLL,0x615B51391B570B46LL,0x6DBB3C5EAE15222DLL}},{{0x369D897008E95585LL,0x7713F01D484375C4LL,18446744073709551611UL,0x08CA06716E8DF60BLL},{9UL,0x5C4FAC17D4977704LL,0x5C4FAC17D4977704LL,9UL},{0xAAD5C30F084D4319LL,0x4FBC6995D2B3E453LL,1UL,18446744073709551615UL},{0xCAF7DA7037057DCDLL,0xE4EF30AD911F4DF2LL,0x08CA06716E8DF60BLL,18446744073709551609UL},{0UL,0x24E03750DD9DD54CLL,18446744073709551612UL,18446744073709551609UL},{0x27FB49B2FB6E6A54LL,0xE4EF30AD911F4DF2LL,3UL,18446744073709551615UL},{0x143B12D6A5CF832DLL,0x4FBC6995D2B3E453LL,1UL,9UL}}};
                        int32_t l_1239 = 0xB57FFA9DL;
                        int64_t ***l_1255 = (void*)0;
                        int i, j, k;
                        if (g_30)
                            goto lbl_1210;
                        l_1239 = ((safe_add_func_int64_t_s_s((((safe_div_func_uint32_t_u_u((~((**l_1037) = (*g_916))), (safe_mod_func_int64_t_s_s(((*l_1049) = 0xCADB07CE6616278CLL), l_1144)))) > (safe_div_func_int16_t_s_s((l_1220 || (safe_lshift_func_int8_t_s_s(((p_17 < ((safe_rshift_func_uint16_t_u_s(((safe_div_func_int64_t_s_s((safe_div_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s((((*l_1233) = (void*)0) != (void*)0), ((*l_1027) = p_17))), 2)), ((((safe_lshift_func_uint16_t_u_u(((&l_1081 != &l_1081) && g_1115), 15)) , 0x13L) == 249UL) && p_17))), l_1237[3][1][2])) > l_1237[3][1][3]), 12)) != p_17)) , p_17), 4))), 0xACE6L))) == 0x8F87L), p_17)) , l_1238);
                        (*l_1171) = l_1052;
                        l_1052 |= ((safe_mul_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u(((g_3 >= (((safe_mod_func_int64_t_s_s((((!(0x1533L && (((((((l_1247 == ((&g_154 == &g_154) , &l_58)) ^ ((safe_mul_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_u(l_27[0][6][1], (~(((safe_add_func_uint32_t_u_u(p_17, 0x9FFBBC06L)) , &g_160) != l_1255)))) && p_17), l_1238)) > 0x92C96A33A71AEB50LL)) && p_17) || p_17) , 0x39D4L) >= 0x1AD7L) || p_17))) , &l_1237[3][1][2]) != &g_62), g_3)) , &g_916) != (*l_1168))) , 0xE316L), l_1238)) ^ p_17), (*g_916))) | g_79[3][0][5]);
                    }
                }
                (*l_1171) = (safe_div_func_int32_t_s_s((*g_1024), (safe_unary_minus_func_uint16_t_u((g_79[3][0][0] || ((safe_mul_func_uint8_t_u_u(0x60L, ((((**g_915) = (((((*l_1204) == (*l_1204)) , &g_263) != ((*l_1270) = (((safe_add_func_uint32_t_u_u((((l_1263 != ((safe_div_func_int8_t_s_s((safe_lshift_func_uint8_t_u_u((p_17 != 0x2BD5148B1387AA2ALL), (*g_971))), (*g_971))) , &l_1171)) ^ 0xF98DL) && p_17), l_1268)) >= g_1076[3][6]) , l_1269))) <= p_17)) > 0xBCA6L) , 246UL))) , (*l_1171)))))));
                l_1081 = (safe_sub_func_int8_t_s_s(((safe_div_func_int16_t_s_s((l_1275 != ((safe_sub_func_int64_t_s_s((safe_add_func_uint8_t_u_u((*g_971), (!0x284F0F02L))), (((safe_mod_func_uint64_t_u_u(((*l_63) = (((((safe_sub_func_int16_t_s_s((l_1296 |= (((safe_div_func_int32_t_s_s((safe_rshift_func_uint16_t_u_s(((p_17 ^ ((*g_971) && (((*l_1171) &= ((0UL <= (p_17 && (((*l_1293) = g_1289) == l_1294[7][6]))) ^ p_17)) != g_1295))) , (*l_1171)), (**g_915))), p_17)) & p_17) != 18446744073709551615UL)), 1L)) , l_1297) ^ 0x74FF0AA491816B74LL) || 0UL) , p_17)), p_17)) || p_17) && (*g_971)))) , l_1298)), l_1053)) , l_1144), 0xA8L));
            }
            return p_17;
        }
        (*g_1314) = ((l_1052 != ((void*)0 == &g_1295)) == (safe_add_func_uint64_t_u_u(g_860, ((*l_63) = (safe_lshift_func_int8_t_s_s(((+(l_1053 , ((*l_1027) = ((+(p_17 , (((((~p_17) > (((safe_div_func_int16_t_s_s((l_1313 ^= (safe_mul_func_int8_t_s_s((safe_mod_func_int8_t_s_s(((*g_522) != ((*g_971) , &g_516)), 248UL)), p_17))), g_130)) , p_17) && p_17)) , p_17) < (*g_517)) & l_1143))) | g_79[4][2][0])))) && l_1053), p_17))))));
        for (l_1313 = 0; (l_1313 == 5); l_1313 = safe_add_func_int64_t_s_s(l_1313, 3))
        { /* block id: 557 */
            int64_t *l_1317 = &g_143;
            int64_t **l_1318[7][8][4] = {{{&l_1050,&l_1050,&l_1051,&l_1051},{(void*)0,&l_1317,&l_1051,&l_1051},{&l_1051,&l_1317,(void*)0,(void*)0},{&l_1317,&l_1051,&l_1299,&l_1051},{&l_1299,&l_1051,&l_1050,(void*)0},{&l_1299,(void*)0,&l_1051,&l_1051},{&l_1317,&l_1299,&l_1050,&l_1051},{&l_1050,&l_1050,&l_1050,&l_1050}},{{(void*)0,&l_1051,&l_1299,&l_1051},{&l_1299,&l_1317,&l_1051,&l_1299},{&l_1051,&l_1051,&l_1050,&l_1299},{(void*)0,&l_1051,&l_1317,(void*)0},{&l_1050,(void*)0,&l_1051,&l_1050},{&l_1051,&l_1051,(void*)0,&l_1050},{&l_1317,&l_1050,&l_1317,(void*)0},{&l_1299,(void*)0,(void*)0,(void*)0}},{{&l_1050,&l_1051,&l_1050,&l_1051},{&l_1050,&l_1050,&l_1051,(void*)0},{(void*)0,&l_1317,&l_1050,&l_1051},{&l_1051,&l_1299,&l_1051,&l_1317},{&l_1317,&l_1051,&l_1317,&l_1050},{(void*)0,&l_1051,&l_1050,(void*)0},{&l_1050,(void*)0,&l_1051,&l_1051},{(void*)0,(void*)0,&l_1051,&l_1050}},{{&l_1050,&l_1317,&l_1050,&l_1051},{(void*)0,&l_1051,&l_1317,&l_1051},{&l_1317,&l_1051,&l_1051,&l_1050},{&l_1051,&l_1050,&l_1050,&l_1299},{(void*)0,&l_1050,&l_1051,&l_1051},{&l_1050,&l_1317,&l_1050,&l_1051},{&l_1050,&l_1051,(void*)0,&l_1317},{&l_1299,&l_1299,&l_1317,&l_1050}},{{&l_1317,(void*)0,(void*)0,(void*)0},{&l_1051,&l_1051,&l_1051,&l_1051},{&l_1050,&l_1317,&l_1317,&l_1317},{(void*)0,&l_1317,&l_1050,&l_1317},{&l_1051,&l_1317,&l_1051,&l_1317},{&l_1299,&l_1050,&l_1299,&l_1050},{(void*)0,&l_1051,&l_1050,(void*)0},{&l_1050,&l_1299,&l_1050,(void*)0}},{{&l_1317,(void*)0,&l_1051,&l_1317},{&l_1299,&l_1050,&l_1050,&l_1299},{&l_1299,(void*)0,&l_1299,&l_1051},{&l_1317,&l_1050,(void*)0,&l_1299},{&l_1051,&l_1317,&l_1051,&l_1299},{(void*)0,&l_1050,&l_1051,&l_1051},{&l_1299,(void*)0,&l_1050,&l_1299},{&l_1051,&l_1050,(void*)0,&l_1317}},{{&l_1050,(void*)0,&l_1050,&l_1299},{&l_1051,&l_1050,&l_1317,&l_1317},{&l_1051,&l_1051,&l_1299,(void*)0},{&l_1051,&l_1050,&l_1317,&l_1051},{&l_1317,&l_1051,&l_1299,&l_1317},{&l_1317,(void*)0,&l_1299,&l_1317},{&l_1317,&l_1299,&l_1051,(void*)0},{&l_1050,&l_1051,&l_1050,&l_1317}}};
            uint8_t ****l_1323 = &l_1321[1];
            int i, j, k;
            if (p_17)
                break;
            l_1320 = ((*l_1298) == (l_1319 = (l_1051 = l_1317)));
            (*l_1323) = l_1321[1];
        }
    }
    g_1325[7] = (g_1024 = &l_1081);
    return p_17;
}


/* ------------------------------------------ */
/* 
 * reads : g_177 g_3 g_79 g_130 g_62 g_89 g_132 g_30 g_64 g_915 g_859 g_154 g_444 g_946 g_330 g_504 g_860 g_916 g_81 g_972 g_178 g_971 g_758
 * writes: g_177 g_89 g_901 g_64 g_30 g_915 g_811 g_62 g_81 g_43 g_947 g_971 g_154 g_143 g_689
 */
static const int16_t  func_18(int32_t  p_19)
{ /* block id: 365 */
    int32_t l_879 = 0xEEE28940L;
    uint16_t *l_888 = &g_177[0][0][0];
    int32_t *l_899 = &g_89;
    int32_t *l_900 = &g_901;
    int32_t l_903[4] = {0x12B781CAL,0x12B781CAL,0x12B781CAL,0x12B781CAL};
    int16_t *l_918 = (void*)0;
    int32_t l_936 = 0x02A877E5L;
    const uint8_t l_944[1][1] = {{9UL}};
    const uint32_t ***l_983 = (void*)0;
    int64_t ***l_1013 = (void*)0;
    int i, j;
    l_903[2] |= (safe_div_func_uint64_t_u_u((((*l_900) = (safe_div_func_int16_t_s_s((((safe_rshift_func_int16_t_s_s((!p_19), l_879)) && (safe_sub_func_int32_t_s_s(((((safe_mul_func_uint8_t_u_u((65535UL > p_19), (safe_sub_func_int64_t_s_s((((((*l_888) |= p_19) ^ ((safe_rshift_func_uint16_t_u_u(((((*l_899) = ((0xC3D3FF11L <= (safe_mul_func_uint8_t_u_u(l_879, 0x1BL))) >= (((safe_mul_func_int8_t_s_s((((safe_div_func_int8_t_s_s(((((safe_rshift_func_uint16_t_u_u(1UL, l_879)) , 0x71L) ^ l_879) > l_879), 0x7BL)) , 0x3461L) > g_3), g_79[4][2][0])) < p_19) , p_19))) != l_879) != g_130), 9)) == p_19)) & p_19) == g_62), 18446744073709551615UL)))) , p_19) > 0x7BB930EC33D64852LL) || (-1L)), p_19))) , (*l_899)), 8UL))) , g_132[6][0]), g_30));
    for (g_64 = 0; (g_64 != 46); ++g_64)
    { /* block id: 372 */
        int16_t *l_914 = &g_81;
        int16_t **l_913 = &l_914;
        int64_t *l_919 = &g_860;
        int64_t *l_921 = &g_143;
        int32_t *l_931[2];
        uint8_t *l_934 = (void*)0;
        uint32_t l_968 = 0x33D54E2AL;
        uint64_t *l_987 = (void*)0;
        uint64_t *l_988 = &g_62;
        int8_t l_999 = (-9L);
        int8_t *l_1006 = &l_999;
        int64_t ****l_1014 = (void*)0;
        int64_t ****l_1015[9][2] = {{&l_1013,&g_689},{&l_1013,&g_689},{&l_1013,&g_689},{&l_1013,&g_689},{&l_1013,&g_689},{&l_1013,&g_689},{&l_1013,&g_689},{&l_1013,&g_689},{&l_1013,&g_689}};
        int i, j;
        for (i = 0; i < 2; i++)
            l_931[i] = (void*)0;
        for (g_30 = 0; (g_30 <= 28); g_30 = safe_add_func_int8_t_s_s(g_30, 5))
        { /* block id: 375 */
            int8_t *l_943 = (void*)0;
            const uint8_t *l_970 = &l_944[0][0];
            const uint8_t **l_969[4] = {&l_970,&l_970,&l_970,&l_970};
            uint64_t *l_973[9] = {&g_64,&g_62,&g_62,&g_64,&g_62,&g_62,&g_64,&g_62,&g_62};
            int32_t l_974 = (-1L);
            int32_t l_975[8][7] = {{0x40D2086CL,0L,0x85409408L,1L,0L,0L,1L},{(-1L),4L,(-1L),0x77D72420L,0xEE4DA7E2L,0x77D72420L,(-1L)},{0x40D2086CL,1L,0xA12ABA4BL,0x40D2086CL,0x40D2086CL,0xA12ABA4BL,1L},{0L,0x77D72420L,0x451E4A8CL,4L,0x451E4A8CL,0x77D72420L,0L},{0L,0x40D2086CL,0x85409408L,0x85409408L,0x40D2086CL,0L,0x85409408L},{0xEE4DA7E2L,4L,0xA35A428CL,4L,0xEE4DA7E2L,(-10L),0xEE4DA7E2L},{0x40D2086CL,0x85409408L,0x85409408L,0x40D2086CL,0L,0x85409408L,1L},{0x451E4A8CL,4L,0x451E4A8CL,0x77D72420L,0L,0x77D72420L,0x451E4A8CL}};
            int8_t *l_976 = (void*)0;
            int8_t *l_977 = &g_154;
            int32_t l_978 = 1L;
            int32_t l_979 = 0x296554A0L;
            uint32_t *l_982 = &g_811;
            uint32_t **l_981 = &l_982;
            uint32_t ***l_980 = &l_981;
            int i, j;
            for (l_879 = 0; (l_879 <= 3); l_879 += 1)
            { /* block id: 378 */
                int16_t ***l_917 = &g_915;
                int64_t *l_920[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int32_t l_940 = 0x58FB9D09L;
                int i, j, k;
                if ((safe_mul_func_int8_t_s_s((safe_div_func_uint64_t_u_u((safe_unary_minus_func_uint32_t_u((1L < (p_19 >= ((((p_19 , l_913) == ((*l_917) = g_915)) >= (((l_918 != l_918) | ((l_920[6] = l_919) == l_921)) >= 0x7E437EA0BC2C831CLL)) < 1L))))), p_19)), 0x2DL)))
                { /* block id: 381 */
                    int64_t l_926 = 9L;
                    uint8_t l_927 = 254UL;
                    int32_t *l_930 = &g_89;
                    uint64_t *l_935[8][2] = {{&g_64,&g_64},{&g_62,&g_64},{&g_64,&g_62},{&g_64,&g_64},{&g_62,&g_64},{&g_64,&g_62},{&g_64,&g_64},{&g_62,&g_64}};
                    int8_t *l_942 = (void*)0;
                    int8_t **l_941[3][7][4] = {{{(void*)0,&l_942,(void*)0,&l_942},{&l_942,&l_942,(void*)0,(void*)0},{&l_942,&l_942,(void*)0,&l_942},{&l_942,&l_942,&l_942,(void*)0},{&l_942,&l_942,&l_942,(void*)0},{&l_942,(void*)0,(void*)0,&l_942},{&l_942,&l_942,(void*)0,(void*)0}},{{&l_942,&l_942,(void*)0,&l_942},{&l_942,&l_942,(void*)0,(void*)0},{&l_942,&l_942,&l_942,&l_942},{&l_942,&l_942,&l_942,&l_942},{&l_942,&l_942,(void*)0,(void*)0},{&l_942,(void*)0,&l_942,(void*)0},{&l_942,&l_942,&l_942,(void*)0}},{{(void*)0,&l_942,&l_942,&l_942},{&l_942,(void*)0,&l_942,&l_942},{(void*)0,&l_942,(void*)0,(void*)0},{&l_942,&l_942,&l_942,(void*)0},{&l_942,&l_942,(void*)0,(void*)0},{(void*)0,(void*)0,&l_942,&l_942},{&l_942,&l_942,&l_942,(void*)0}}};
                    int i, j, k;
                    for (g_811 = 0; (g_811 <= 0); g_811 += 1)
                    { /* block id: 384 */
                        int32_t *l_922 = &g_41;
                        int32_t *l_923 = (void*)0;
                        int32_t *l_924 = &l_903[1];
                        int32_t *l_925[6][9] = {{&l_903[3],&l_903[3],&l_879,&g_89,&l_879,&g_89,&g_89,&g_89,&l_879},{&g_89,&l_903[2],&l_903[2],&g_89,&g_41,&g_89,&l_903[2],&g_41,&l_903[2]},{&g_89,&l_903[2],&l_879,&l_879,&l_903[2],&g_89,&g_89,&l_903[3],&l_903[2]},{(void*)0,&g_89,&g_41,&g_41,&g_41,&g_41,&g_89,(void*)0,&g_89},{&l_903[2],&l_879,&l_903[2],&g_89,&l_879,&l_879,&g_89,&l_903[2],&l_879},{&g_41,(void*)0,&l_903[2],&g_89,&l_903[2],&l_903[2],&l_903[2],&l_903[2],&g_89}};
                        int i, j;
                        l_927++;
                        l_931[0] = l_930;
                    }
                    (*l_899) = ((l_943 = func_38((safe_mod_func_uint8_t_u_u(((1UL < (g_62 = ((void*)0 != l_934))) < (((*l_899) != p_19) > (((l_936 , ((((((*l_914) = ((safe_sub_func_uint8_t_u_u(((safe_unary_minus_func_uint8_t_u(((p_19 , (*l_930)) == ((((l_914 == &g_130) , g_79[3][2][0]) != g_859[3]) <= p_19)))) || l_940), g_154)) & 0xF230L)) > 0UL) | 18446744073709551611UL) || p_19) | p_19)) || 4L) < p_19))), 255UL)))) != (void*)0);
                    return l_944[0][0];
                }
                else
                { /* block id: 393 */
                    int32_t *l_945 = &l_940;
                    (*g_946) = ((*g_444) = l_945);
                }
            }
            (*g_504) = ((safe_lshift_func_int16_t_s_u((((safe_lshift_func_uint8_t_u_u(9UL, (safe_add_func_int16_t_s_s(p_19, (safe_sub_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(g_132[6][1], (g_89 || (((((safe_add_func_int32_t_s_s(((l_978 = (safe_lshift_func_uint16_t_u_u(((p_19 & ((*l_977) |= ((l_975[5][1] = ((safe_add_func_uint32_t_u_u(((p_19 < (safe_lshift_func_int8_t_s_s((((&g_177[0][0][0] == (void*)0) == ((l_974 = ((g_971 = func_38(((safe_sub_func_uint16_t_u_u(l_968, p_19)) ^ 0x4CC8L))) != (void*)0)) == p_19)) , 0x15L), p_19))) < (*l_899)), 1UL)) ^ (*l_899))) | 0xE6L))) > p_19), g_79[4][2][0]))) | l_979), p_19)) <= (-1L)) ^ g_330) > 0xF1CCL) <= 0x8AC2L)))), p_19)))))) , l_980) != l_983), 14)) , &l_979);
        }
        l_999 = (251UL <= (+(safe_sub_func_uint32_t_u_u((((l_903[0] &= (((*l_988) = p_19) & (((safe_lshift_func_int8_t_s_s(((safe_div_func_uint16_t_u_u((*l_899), (safe_rshift_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u(g_860, ((*l_921) = ((((p_19 >= (safe_add_func_int64_t_s_s(((g_79[4][1][7] && ((*g_916) > (g_972[0][1][4] & ((*l_899) || (*l_899))))) , (-5L)), (*l_899)))) , (*l_899)) && g_178) & 0x2CEFF21B1F910221LL)))), g_154)))) , 0x87L), p_19)) & (*l_899)) ^ (*g_971)))) , p_19) >= p_19), p_19))));
        l_903[2] = ((((safe_lshift_func_uint16_t_u_u(g_758, ((*l_888) = ((safe_rshift_func_uint16_t_u_u((safe_div_func_int8_t_s_s(0x5DL, ((*l_1006) = 6L))), ((safe_mod_func_uint32_t_u_u((((safe_lshift_func_uint8_t_u_u((safe_add_func_int32_t_s_s(p_19, p_19)), 2)) , ((g_30 ^= ((g_689 = l_1013) == (((safe_unary_minus_func_int16_t_s((safe_sub_func_int8_t_s_s(((p_19 == ((l_879 ^= ((*l_899) = (((safe_rshift_func_int8_t_s_u(g_132[6][1], 0)) >= p_19) != (*l_899)))) || p_19)) , g_132[3][2]), p_19)))) , (*l_899)) , &g_162))) > 254UL)) && 2UL), 0xE0C43D98L)) || 1L))) <= p_19)))) == p_19) || (*l_899)) , p_19);
    }
    return p_19;
}


/* ------------------------------------------ */
/* 
 * reads : g_143 g_132 g_30
 * writes: g_143 g_154 g_79 g_160 g_161 g_162
 */
static uint64_t  func_20(uint32_t  p_21)
{ /* block id: 43 */
    uint32_t l_137 = 18446744073709551615UL;
    int64_t *l_142 = &g_143;
    int32_t *l_150[8][10] = {{&g_41,&g_41,&g_41,(void*)0,&g_89,&g_89,&g_89,&g_89,(void*)0,(void*)0},{&g_41,&g_89,&g_41,&g_41,&g_89,(void*)0,&g_89,&g_41,&g_41,&g_89},{(void*)0,&g_41,&g_41,&g_89,(void*)0,&g_89,&g_41,(void*)0,(void*)0,&g_89},{(void*)0,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0,(void*)0},{(void*)0,&g_89,&g_89,&g_89,&g_41,(void*)0,&g_41,(void*)0,&g_41,&g_89},{&g_41,&g_41,&g_89,&g_89,&g_41,&g_89,&g_89,&g_41,&g_41,(void*)0},{&g_41,&g_41,&g_89,(void*)0,&g_89,&g_41,(void*)0,(void*)0,&g_89,&g_89},{&g_89,&g_41,(void*)0,(void*)0,(void*)0,(void*)0,&g_41,&g_89,&g_41,&g_89}};
    int32_t l_151 = 0x3FEDEC0BL;
    int32_t l_152 = 1L;
    int8_t *l_153[2][4][10] = {{{&g_3,&g_3,&g_154,&g_154,&g_154,&g_3,&g_3,&g_3,&g_3,&g_3},{(void*)0,&g_154,&g_154,&g_3,&g_154,&g_154,(void*)0,&g_3,&g_154,&g_154},{(void*)0,(void*)0,&g_154,&g_154,&g_3,&g_3,&g_154,&g_154,&g_3,&g_3},{&g_154,(void*)0,(void*)0,&g_154,&g_3,(void*)0,&g_3,&g_154,(void*)0,&g_3}},{{&g_154,&g_154,(void*)0,&g_3,(void*)0,&g_154,(void*)0,&g_3,(void*)0,&g_154},{&g_3,(void*)0,&g_3,&g_154,&g_3,&g_3,(void*)0,(void*)0,&g_3,&g_3},{(void*)0,&g_3,&g_3,&g_154,&g_154,&g_3,&g_3,(void*)0,&g_154,(void*)0},{&g_3,&g_3,&g_3,(void*)0,&g_154,&g_154,&g_154,(void*)0,&g_154,&g_154}}};
    int32_t l_155[2][10][1] = {{{0x9CE4C8BBL},{(-1L)},{(-1L)},{(-1L)},{0x9CE4C8BBL},{(-1L)},{(-1L)},{(-1L)},{0x9CE4C8BBL},{(-1L)}},{{(-1L)},{(-1L)},{0x9CE4C8BBL},{(-1L)},{(-1L)},{(-1L)},{0x9CE4C8BBL},{(-1L)},{(-1L)},{(-1L)}}};
    uint16_t *l_156 = &g_79[4][2][0];
    uint32_t l_157 = 0x015B945AL;
    int64_t **l_159 = &l_142;
    int64_t ***l_158[7] = {&l_159,&l_159,&l_159,&l_159,&l_159,&l_159,&l_159};
    uint32_t *l_171 = &l_157;
    uint32_t *l_176 = &g_132[6][1];
    uint64_t *l_214 = &g_62;
    uint16_t l_216 = 65531UL;
    int32_t *l_255 = &g_41;
    int16_t *l_262 = &g_81;
    int16_t **l_261 = &l_262;
    uint32_t *l_316 = &l_137;
    uint32_t **l_315 = &l_316;
    uint32_t ****l_527 = &g_523[5];
    int32_t l_586 = 0xFDFCC525L;
    uint32_t l_595[1][6][8] = {{{0x61B1E80BL,1UL,0xB90B1983L,18446744073709551613UL,0x6EECE521L,0x61B1E80BL,0x61B1E80BL,0x6EECE521L},{0x151DF64CL,0xB90B1983L,0xB90B1983L,0x151DF64CL,0x8C517E26L,1UL,0x6EECE521L,0xB90B1983L},{0x6EECE521L,1UL,0xE1066D13L,18446744073709551615UL,1UL,0xCDECFA9EL,1UL,18446744073709551615UL},{1UL,1UL,1UL,0xB90B1983L,0x6EECE521L,1UL,0x8C517E26L,0x151DF64CL},{1UL,0xB90B1983L,18446744073709551613UL,0x6EECE521L,0x61B1E80BL,0x61B1E80BL,0x6EECE521L,18446744073709551613UL},{1UL,1UL,0xCDECFA9EL,18446744073709551615UL,0x6EECE521L,0UL,1UL,0x6EECE521L}}};
    int32_t l_667 = 0x040EFFCAL;
    uint64_t l_677 = 4UL;
    int16_t l_871 = 0xF2E4L;
    int i, j, k;
    l_157 = (((*l_156) = ((((0xBE248804L != ((!(l_137 < (safe_add_func_uint16_t_u_u(p_21, (safe_rshift_func_int8_t_s_s((l_155[0][1][0] = (g_154 = (0UL <= (((*l_142) &= 0xA96C7A1140AC0B49LL) > ((safe_lshift_func_uint8_t_u_u((p_21 ^ (l_137 != (((safe_add_func_int32_t_s_s(p_21, ((safe_mod_func_int32_t_s_s(((l_151 = (l_137 & p_21)) != p_21), p_21)) || l_152))) , (void*)0) == (void*)0))), 1)) , 18446744073709551615UL))))), p_21)))))) > 0xA387L)) < 0x1552L) && 8UL) && g_132[6][1])) , p_21);
    g_162 = (g_161 = (g_160 = &l_142));
    return g_30;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_79 g_89 g_64 g_30 g_130 g_132 g_41
 * writes: g_30 g_130 g_132 g_133
 */
static uint32_t  func_22(uint32_t  p_23, int16_t  p_24, uint32_t  p_25, const int16_t  p_26)
{ /* block id: 32 */
    int32_t *l_92 = (void*)0;
    int32_t *l_93[3];
    int8_t l_94 = 3L;
    int16_t l_95[1];
    uint64_t l_96 = 0xA1A89D357D0D88A7LL;
    uint64_t l_104 = 0x274B4BCE18E90175LL;
    int8_t l_107 = 0L;
    const uint32_t l_112 = 4UL;
    int64_t l_127[8][8] = {{0xDD685B67D8BC617FLL,5L,0xDD685B67D8BC617FLL,1L,0x58418D442BFBA12DLL,0x58418D442BFBA12DLL,1L,0xDD685B67D8BC617FLL},{5L,5L,0x58418D442BFBA12DLL,(-7L),2L,(-7L),0x58418D442BFBA12DLL,5L},{5L,0xDD685B67D8BC617FLL,1L,0x58418D442BFBA12DLL,0x58418D442BFBA12DLL,1L,0xDD685B67D8BC617FLL,5L},{0xDD685B67D8BC617FLL,1L,5L,(-7L),5L,1L,0xDD685B67D8BC617FLL,0xDD685B67D8BC617FLL},{1L,(-7L),1L,1L,(-7L),1L,0x58418D442BFBA12DLL,1L},{(-7L),1L,0x58418D442BFBA12DLL,1L,(-7L),1L,1L,(-7L)},{1L,0xDD685B67D8BC617FLL,0xDD685B67D8BC617FLL,1L,5L,1L,2L,0xDD685B67D8BC617FLL},{(-7L),2L,(-7L),0x58418D442BFBA12DLL,5L,5L,0x58418D442BFBA12DLL,(-7L)}};
    uint8_t *l_128[1];
    uint16_t *l_129 = &g_130;
    uint32_t *l_131 = &g_132[6][1];
    uint32_t l_134 = 0x7D6C01FFL;
    int32_t **l_135 = &l_93[1];
    int i, j;
    for (i = 0; i < 3; i++)
        l_93[i] = &g_41;
    for (i = 0; i < 1; i++)
        l_95[i] = (-1L);
    for (i = 0; i < 1; i++)
        l_128[i] = &g_30;
    ++l_96;
    l_107 &= ((+(l_104 = ((p_25 > (safe_lshift_func_int16_t_s_s((safe_sub_func_int8_t_s_s(p_24, (&g_60 == (void*)0))), 0))) < 0xDF63L))) && (safe_mod_func_uint8_t_u_u(g_3, 0xBBL)));
    l_134 = (safe_sub_func_uint64_t_u_u((safe_mod_func_uint32_t_u_u((((((g_79[4][2][0] == l_112) | p_23) | (g_133 = (safe_add_func_uint64_t_u_u((((((p_26 == (safe_rshift_func_uint8_t_u_s((g_79[4][2][0] < (((*l_131) = (((*l_129) &= ((safe_mod_func_int8_t_s_s(p_23, (safe_div_func_uint64_t_u_u(0x4968E5E82803A303LL, (safe_rshift_func_uint8_t_u_u((g_30 |= ((safe_mod_func_uint32_t_u_u((safe_mul_func_int8_t_s_s(((((l_127[1][2] == (p_23 >= g_89)) <= 0xC5D1L) & 18446744073709551610UL) && 0x335C488BB19F011ELL), g_64)), p_25)) == 0L)), p_23)))))) && g_89)) != 0x637DL)) <= (-1L))), p_26))) != 1UL) < 0xAD47L) , l_93[1]) != l_92), p_23)))) , 7UL) , p_23), p_26)), p_23));
    (*l_135) = l_131;
    return (**l_135);
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_41 g_30 g_64
 * writes: g_41 g_79 g_81
 */
static int32_t  func_33(uint8_t * p_34, uint16_t  p_35, uint64_t  p_36, uint8_t * p_37)
{ /* block id: 15 */
    int8_t l_72 = 0x93L;
    int32_t *l_88 = &g_89;
    int32_t *l_90 = &g_89;
    for (p_35 = 2; (p_35 == 12); ++p_35)
    { /* block id: 18 */
        int32_t l_77[10][10][2] = {{{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)}},{{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)}},{{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L}},{{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)}},{{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)}},{{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L}},{{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)}},{{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)}},{{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L},{(-1L),0xAF73E893L},{0x65F31FD0L,(-1L)},{(-1L),0xB1B79375L},{(-1L),(-1L)},{0x65F31FD0L,0xAF73E893L},{(-1L),0x65F31FD0L}},{{0x65F31FD0L,0xB1B79375L},{(-8L),0x65F31FD0L},{0x65F31FD0L,0xC1821526L},{0x65F31FD0L,0x65F31FD0L},{(-8L),0xB1B79375L},{0x65F31FD0L,(-8L)},{0x65F31FD0L,0xB1B79375L},{(-8L),0x65F31FD0L},{0x65F31FD0L,0xC1821526L},{0x65F31FD0L,0x65F31FD0L}}};
        int32_t *l_78 = &g_41;
        int16_t *l_80 = &g_81;
        const uint64_t l_82 = 0xF8E1F03B47FC81C9LL;
        int32_t l_83 = 0xB7B5DC45L;
        int i, j, k;
        l_83 ^= ((safe_add_func_int64_t_s_s(((l_72 , (-1L)) , (0L ^ (safe_sub_func_uint16_t_u_u((((l_72 , (safe_div_func_uint8_t_u_u(((l_77[7][8][1] != (g_3 & g_3)) >= ((*l_80) = (g_79[4][2][0] = (((*l_78) ^= p_36) ^ g_30)))), 0x3DL))) <= p_35) ^ l_82), g_64)))), g_3)) != 0xD91310E3L);
        for (g_41 = 0; (g_41 < 27); g_41++)
        { /* block id: 25 */
            int32_t *l_86 = (void*)0;
            int32_t **l_87[2][3][4] = {{{&g_43[2],&g_43[2],&g_43[2],&g_43[2]},{&g_43[2],&g_43[0],&g_43[2],&g_43[2]},{&l_78,&l_78,&g_43[2],&l_78}},{{&g_43[2],(void*)0,&g_43[2],&g_43[0]},{&g_43[2],&g_43[2],&l_78,&g_43[2]},{&l_78,&g_43[2],&g_43[2],&g_43[0]}}};
            int i, j, k;
            l_90 = (l_88 = l_86);
        }
    }
    l_88 = l_88;
    return p_35;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint8_t * func_38(int32_t  p_39)
{ /* block id: 4 */
    int32_t *l_40 = &g_41;
    uint8_t *l_44 = &g_30;
    l_40 = l_40;
    return l_44;
}


/* ------------------------------------------ */
/* 
 * reads : g_41
 * writes:
 */
static int8_t  func_45(const int64_t  p_46, uint8_t * p_47)
{ /* block id: 12 */
    int32_t *l_65[8][8][4] = {{{&g_41,(void*)0,&g_41,(void*)0},{(void*)0,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,(void*)0,(void*)0},{&g_41,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,&g_41,(void*)0}},{{(void*)0,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,(void*)0,(void*)0},{&g_41,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,&g_41,(void*)0},{(void*)0,(void*)0,&g_41,&g_41}},{{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,(void*)0,(void*)0},{&g_41,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,&g_41,(void*)0},{(void*)0,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41}},{{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,(void*)0,(void*)0},{&g_41,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,&g_41,(void*)0},{(void*)0,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41}},{{&g_41,(void*)0,(void*)0,(void*)0},{&g_41,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,&g_41,(void*)0},{(void*)0,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{(void*)0,&g_41,(void*)0,&g_41}},{{(void*)0,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,(void*)0,&g_41},{&g_41,&g_41,(void*)0,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{(void*)0,&g_41,&g_41,&g_41},{(void*)0,(void*)0,&g_41,&g_41}},{{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,(void*)0,&g_41},{&g_41,&g_41,(void*)0,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{(void*)0,&g_41,(void*)0,&g_41},{(void*)0,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41}},{{&g_41,(void*)0,(void*)0,&g_41},{&g_41,&g_41,(void*)0,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{(void*)0,&g_41,&g_41,&g_41},{(void*)0,(void*)0,&g_41,&g_41},{&g_41,&g_41,&g_41,&g_41},{&g_41,(void*)0,(void*)0,&g_41}}};
    int32_t **l_67 = &l_65[0][4][2];
    int i, j, k;
    (*l_67) = l_65[0][4][2];
    return g_41;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint16_t  func_54(int32_t  p_55)
{ /* block id: 7 */
    uint32_t l_59[9] = {0xE54384F3L,0xE54384F3L,0xE54384F3L,0xE54384F3L,0xE54384F3L,0xE54384F3L,0xE54384F3L,0xE54384F3L,0xE54384F3L};
    int32_t l_61 = 0xEAE26468L;
    int i;
    l_61 = l_59[8];
    return l_59[5];
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
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_79[i][j][k], "g_79[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_130, "g_130", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_132[i][j], "g_132[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_133, "g_133", print_hash_value);
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_154, "g_154", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_177[i][j][k], "g_177[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_178, "g_178", print_hash_value);
    transparent_crc(g_249, "g_249", print_hash_value);
    transparent_crc(g_330, "g_330", print_hash_value);
    transparent_crc(g_758, "g_758", print_hash_value);
    transparent_crc(g_811, "g_811", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_859[i], "g_859[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_860, "g_860", print_hash_value);
    transparent_crc(g_901, "g_901", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_972[i][j][k], "g_972[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_1076[i][j], "g_1076[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_1113[i][j], "g_1113[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1115, "g_1115", print_hash_value);
    transparent_crc(g_1295, "g_1295", print_hash_value);
    transparent_crc(g_1327, "g_1327", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 343
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

XXX max expression depth: 44
breakdown:
   depth: 1, occurrence: 90
   depth: 2, occurrence: 22
   depth: 3, occurrence: 2
   depth: 4, occurrence: 2
   depth: 9, occurrence: 2
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 2
   depth: 16, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 25, occurrence: 1
   depth: 26, occurrence: 2
   depth: 28, occurrence: 3
   depth: 29, occurrence: 2
   depth: 30, occurrence: 2
   depth: 31, occurrence: 1
   depth: 32, occurrence: 2
   depth: 34, occurrence: 1
   depth: 37, occurrence: 2
   depth: 38, occurrence: 1
   depth: 44, occurrence: 1

XXX total number of pointers: 250

XXX times a variable address is taken: 836
XXX times a pointer is dereferenced on RHS: 80
breakdown:
   depth: 1, occurrence: 62
   depth: 2, occurrence: 17
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 167
breakdown:
   depth: 1, occurrence: 149
   depth: 2, occurrence: 16
   depth: 3, occurrence: 2
XXX times a pointer is compared with null: 24
XXX times a pointer is compared with address of another variable: 12
XXX times a pointer is compared with another pointer: 12
XXX times a pointer is qualified to be dereferenced: 3402

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 360
   level: 2, occurrence: 129
   level: 3, occurrence: 4
   level: 4, occurrence: 6
XXX number of pointers point to pointers: 112
XXX number of pointers point to scalars: 138
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 33.6
XXX average alias set size: 1.47

XXX times a non-volatile is read: 1079
XXX times a non-volatile is write: 535
XXX times a volatile is read: 28
XXX    times read thru a pointer: 0
XXX times a volatile is write: 6
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 885
XXX percentage of non-volatile access: 97.9

XXX forward jumps: 1
XXX backward jumps: 8

XXX stmts: 96
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 27
   depth: 1, occurrence: 14
   depth: 2, occurrence: 12
   depth: 3, occurrence: 12
   depth: 4, occurrence: 14
   depth: 5, occurrence: 17

XXX percentage a fresh-made variable is used: 16.1
XXX percentage an existing variable is used: 83.9
********************* end of statistics **********************/

