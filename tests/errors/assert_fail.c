// expect: assertion at line 11
/* An invariant checked with assert() does not hold. */
#include <assert.h>
#include <stdio.h>

static int balance = 100;

static void withdraw(int amount) {
    printf("withdraw %d\n", amount);
    balance -= amount;
    assert(balance >= 0);
}

int main(void) {
    withdraw(60);
    withdraw(60);
    printf("balance %d\n", balance);
    return 0;
}
