import { main } from './main';

// The entry of the compiled server, dist/server/main.js (scripts/build-server.ts, `npm start`).
await main();
