import { setFlagsFromString } from 'node:v8';

/**
 * V8 grows its heap for speed: after thousands of sockets came and went, the mock kept their garbage and its RSS
 * climbed round after round, though one collection brought the heap back down. Grown by 20 % at a time, a major
 * collection comes sooner and the RSS stays level, with no measurable loss of REST throughput (docs/benchmarks.md ›
 * Third session: the mock as one module, and a heap sized for memory). Imported first by main.ts; V8 reads the flag
 * at every collection, so it applies although the engine has already started.
 */
setFlagsFromString('--heap-growing-percent=20');
