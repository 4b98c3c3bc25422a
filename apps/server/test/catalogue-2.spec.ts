import { checkCatalogue } from './catalogue-checks.ts';

// Part 2 of the catalogue's per-call checks (see catalogue-checks.ts).
checkCatalogue(2);
