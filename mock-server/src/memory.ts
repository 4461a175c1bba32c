import { setFlagsFromString } from 'node:v8';

/**
 * V8 grows its heap for speed: after 5,000 sockets came and went, the mock kept their garbage and its RSS climbed by
 * about 70 MiB a round (178, 253, 322 MiB), though one collection brought the heap back to 20 MiB. Grown by 20 % at a
 * time, a major collection comes sooner and the RSS stays at about 183 MiB round after round, with no measurable loss
 * of REST throughput (docs/benchmarks.md). Imported first by main.ts; V8 reads the flag at every collection, so it
 * applies although the engine has already started.
 */
setFlagsFromString('--heap-growing-percent=20');
