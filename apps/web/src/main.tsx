// The server's Content-Security-Policy allows no eval. Zod decides whether it may compile
// parsers as each schema is built, so it is told before any module that builds one runs: the
// app itself is loaded only after this.
import '@/app/zod-config';

void import('@/app/start').then(({ start }) => start());
