/* A tokenizer over a 6-byte input: each token is a heap node; numbers get a 16-byte
   payload, words a 32-byte one. The list is freed at the end. */
#include <stdlib.h>
#include <pathsift.h>

struct tok { struct tok *next; char *payload; };

int main(void) {
    char in[6];
    pathsift_symbolic(in, sizeof in, "in");
    struct tok *head = NULL;
    int i = 0;
    while (i < 6) {
        char c = in[i];
        if (c == ' ') {
            i++;
            continue;
        }
        struct tok *t = malloc(sizeof *t);
        int digit = c >= '0' && c <= '9';
        t->payload = malloc(digit ? 16 : 32);
        t->next = head;
        head = t;
        while (i < 6 && in[i] != ' ')
            i++;
    }
    while (head) {
        struct tok *n = head->next;
        free(head->payload);
        free(head);
        head = n;
    }
    return 0;
}
