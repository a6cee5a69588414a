// Every property runs a fixed number of cases: its verdict depends on the cases drawn, never on how
// fast the machine is (fast-check's default is 100; no time limit is set anywhere).
import fc from 'fast-check';

fc.configureGlobal({ numRuns: 100 });
