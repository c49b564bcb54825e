/* <string.h> functions through the glibc headers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    const char *s = "The quick brown fox jumps over the lazy dog";
    printf("strlen %zu\n", strlen(s));
    printf("strchr '%s'\n", strchr(s, 'q'));
    printf("strrchr '%s'\n", strrchr(s, 'o'));
    printf("strchr missing %d, strchr nul is end %d\n", strchr(s, 'Z') == NULL,
           strchr(s, '\0') == s + strlen(s));
    printf("strstr '%s' missing %d empty %d\n", strstr(s, "fox"), strstr(s, "cat") == NULL,
           strstr(s, "") == s);
    printf("strspn %zu strcspn %zu strpbrk '%s'\n", strspn(s, "The "), strcspn(s, "xyz"),
           strpbrk(s, "jkl"));

    char buf[64];
    strcpy(buf, "alpha");
    strcat(buf, "-beta");
    strncat(buf, "-gamma-delta", 6);
    printf("built '%s' (%zu)\n", buf, strlen(buf));
    char small[8];
    memset(small, 'x', sizeof small);
    strncpy(small, "hi", sizeof small); /* pads with NULs */
    printf("strncpy pad: %d %d %d\n", small[1], small[2], small[7]);
    strncpy(small, "truncated!", 4);
    small[4] = 0;
    printf("strncpy trunc '%s'\n", small);

    const char *words[] = {"apple", "Apple", "apples", "banana", "app", ""};
    for (int i = 0; i < 6; i++) {
        for (int j = 0; j < 6; j++) {
            int c = strcmp(words[i], words[j]);
            printf("%c", c < 0 ? '<' : c > 0 ? '>' : '=');
        }
        int n = strncmp(words[i], "apple", 3);
        printf(" ncmp3 %c\n", n < 0 ? '<' : n > 0 ? '>' : '=');
    }
    char *dup = strdup(s + 4);
    dup[5] = 0;
    printf("strdup '%s'\n", dup);
    free(dup);

    /* tokenising with strtok */
    char line[] = "a,b;;c , d";
    int count = 0;
    for (char *tok = strtok(line, ",; "); tok; tok = strtok(NULL, ",; "))
        printf("tok%d=[%s] ", count++, tok);
    printf("\n");

    /* hand-rolled helpers mixing pointer walks and library calls */
    char rev[64];
    size_t n = strlen(s);
    for (size_t i = 0; i < n; i++)
        rev[i] = s[n - 1 - i];
    rev[n] = 0;
    printf("reversed '%s'\n", rev);
    int vowels = 0;
    for (const char *p = s; (p = strpbrk(p, "aeiou")) != NULL; p++)
        vowels++;
    printf("vowels %d\n", vowels);
    char joined[128] = "";
    for (int i = 0; i < 4; i++) {
        if (i)
            strcat(joined, "+");
        strcat(joined, words[i]);
    }
    printf("joined '%s' memchr '%s'\n", joined, (char *)memchr(joined, '+', strlen(joined)));
    return 0;
}
