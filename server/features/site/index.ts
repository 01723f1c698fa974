// The site feature's public entry. No other feature uses anything of site yet, so it
// exports nothing: add here (and only here) what another feature comes to need.
// server/app.ts, the composition root, registers site's routes from their own files.
export {};
