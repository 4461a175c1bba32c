import { setupServer } from 'msw/node';

/** Tests add their handlers with `server.use(...)`; nothing is answered by default. */
export const server = setupServer();

/** The API origin the client talks to in tests (jsdom's location). */
export const API = 'http://localhost:3000';
