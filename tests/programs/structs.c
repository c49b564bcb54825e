/* Structs: nesting, copy by value, assignment, arrays inside structs,
 * designated initialisers, compound literals, self-referential pointers. */
#include <stdio.h>
#include <string.h>

struct point {
    int x, y;
};

struct rect {
    struct point min, max;
    char label[12];
};

struct shape {
    int kind;
    union {
        struct rect r;
        struct {
            struct point center;
            int radius;
        } circle;
    } u;
    struct shape *next;
};

static int area(const struct rect *r) {
    return (r->max.x - r->min.x) * (r->max.y - r->min.y);
}

static struct rect grow(struct rect r, int by) {
    r.min.x -= by;
    r.min.y -= by;
    r.max.x += by;
    r.max.y += by;
    strcat(r.label, "+");
    return r;
}

static void print_rect(const char *what, struct rect r) {
    printf("%s: (%d,%d)-(%d,%d) '%s' area %d\n", what, r.min.x, r.min.y, r.max.x, r.max.y,
           r.label, area(&r));
}

int main(void) {
    struct rect a = {{0, 0}, {4, 3}, "a"};
    struct rect b = a; /* copy */
    b.max.x = 10;
    strcpy(b.label, "b");
    print_rect("a", a);
    print_rect("b", b);
    struct rect c = grow(grow(a, 1), 2);
    print_rect("c", c);
    print_rect("a again", a);

    struct rect d = {.label = "d", .max = {.y = 7, .x = 2}};
    print_rect("d", d);
    struct point p = (struct point){.y = -5};
    printf("p=(%d,%d)\n", p.x, p.y);
    p = (struct point){3, 4};
    printf("p=(%d,%d)\n", p.x, p.y);

    /* arrays of structs, assigned element-wise and whole */
    struct point pts[5];
    for (int i = 0; i < 5; i++)
        pts[i] = (struct point){i * i, -i};
    struct point tmp = pts[1];
    pts[1] = pts[4];
    pts[4] = tmp;
    for (int i = 0; i < 5; i++)
        printf("(%d,%d) ", pts[i].x, pts[i].y);
    printf("\n");

    /* struct containing a struct array, copied as a whole */
    struct poly {
        int n;
        struct point v[4];
    } sq = {4, {{0, 0}, {1, 0}, {1, 1}, {0, 1}}}, sq2;
    sq2 = sq;
    sq2.v[2].x = 9;
    printf("sq.v[2].x=%d sq2.v[2].x=%d n=%d\n", sq.v[2].x, sq2.v[2].x, sq2.n);

    /* linked shapes with a union member */
    struct shape s3 = {2, .u.circle = {{1, 1}, 5}, NULL};
    struct shape s2 = {1, .u.r = {{0, 0}, {2, 2}, "sq"}, &s3};
    struct shape s1 = {1, .u.r = {{-1, -1}, {1, 3}, "tall"}, &s2};
    for (struct shape *s = &s1; s; s = s->next) {
        if (s->kind == 1)
            printf("rect %s area %d\n", s->u.r.label, area(&s->u.r));
        else
            printf("circle at (%d,%d) r=%d\n", s->u.circle.center.x, s->u.circle.center.y,
                   s->u.circle.radius);
    }

    /* nested member access through pointers */
    struct rect *rp = &c;
    struct point *pp = &rp->max;
    pp->x *= 2;
    (*rp).min.y = -100;
    printf("c via pointers: %d %d %d\n", c.max.x, c.min.y, rp->label[1]);

    /* equality has to be written out field by field */
    struct point q1 = {1, 2}, q2 = {1, 2};
    printf("equal: %d, memcmp: %d\n", q1.x == q2.x && q1.y == q2.y,
           memcmp(&q1, &q2, sizeof q1) == 0);
    printf("sizes: point %zu rect %zu shape %zu\n", sizeof(struct point), sizeof(struct rect),
           sizeof(struct shape));
    return 0;
}
