import { setFlagsFromString } from 'node:v8';

/**
 * V8 grows its heap for speed: after 5,000 sockets came and went, the mock kept their garbage and its RSS climbed by
 * about 70 MiB a round (178, 253, 322 MiB). Sized for memory, a major collection comes sooner and the RSS stays near
 * 155 MiB round after round, for no measurable loss of speed (docs/benchmarks.md). Imported before anything else by
 * main.ts; V8 reads this flag at each collection, so it applies although the engine has already started.
 */
setFlagsFromString('--heap-growing-percent=20');
