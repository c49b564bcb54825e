// Does not compile: replay must name this file and quote gcc.
int main(void) { return undeclared_variable; }
