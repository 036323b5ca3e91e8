import { z } from 'zod';

// The server's Content-Security-Policy allows no eval: zod parses without compiling code,
// and does not even try (its caught `new Function` probe is still reported as a violation).
z.config({ jitless: true });
