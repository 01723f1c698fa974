// The uploads feature's public entry. No other feature uses anything of uploads yet, so it
// exports nothing: add here (and only here) what another feature comes to need.
// server/app.ts, the composition root, registers uploads's routes from their own files.
export {};
