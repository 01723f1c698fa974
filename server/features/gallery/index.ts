// The gallery feature's public entry. No other feature uses anything of gallery yet, so it
// exports nothing: add here (and only here) what another feature comes to need.
// server/app.ts, the composition root, registers gallery's routes from their own files.
export {};
