import { checkCatalogue } from './catalogue-checks.ts';

// Part 1 of the catalogue's per-call checks (see catalogue-checks.ts).
checkCatalogue(1);
